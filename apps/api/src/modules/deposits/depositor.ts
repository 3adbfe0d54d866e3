import { AccountType, ErrorCode } from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf } from '../../plugins/member-session.js';
import type { Depositor } from './deposit-requests.service.js';

/** The signed-in member as a depositor; trial accounts play with demo money only. */
export function depositorOf(request: FastifyRequest): Depositor {
  const member = memberOf(request);
  if (member.type === AccountType.Trial) {
    throw new AppError(403, ErrorCode.TrialAccount, 'Please register a real account first');
  }
  return { merchant: merchantOf(request), memberId: member.memberId };
}
