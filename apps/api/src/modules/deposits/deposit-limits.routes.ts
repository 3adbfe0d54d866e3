import { depositsEndpoints as calls } from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { memberSecurity as security, requireMember } from '../../plugins/member-session.js';
import { depositLimits, setDepositLimits } from './deposit-limits.service.js';
import { depositorOf } from './depositor.js';

const ownerOf = (request: FastifyRequest) => {
  const { merchant, memberId } = depositorOf(request);
  return { merchantId: merchant.id, memberId, timeZone: merchant.time_zone };
};

/** Responsible gambling: the limits a member sets on their own deposits. */
export const depositLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireMember(app.sessions);
  const member = { preHandler, security };

  endpointRoute(app, calls.limits, member, (_, request) =>
    depositLimits(db, ownerOf(request), new Date()),
  );
  endpointRoute(app, calls.setLimits, member, ({ body }, request) =>
    setDepositLimits(db, ownerOf(request), body, new Date()),
  );
};
