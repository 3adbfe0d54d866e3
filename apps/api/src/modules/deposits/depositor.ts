import type { FastifyRequest } from 'fastify';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, refuseTrial } from '../../plugins/member-session.js';
import type { Depositor } from './deposit-requests.service.js';

/** The signed-in member as a depositor; trial accounts play with demo money only. */
export function depositorOf(request: FastifyRequest): Depositor {
  const member = memberOf(request);
  refuseTrial(member);
  return { merchant: merchantOf(request), memberId: member.memberId };
}
