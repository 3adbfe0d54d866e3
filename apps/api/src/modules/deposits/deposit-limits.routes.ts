import { depositLimitsInputSchema, depositLimitsSchema } from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { memberSecurity as security, requireMember } from '../../plugins/member-session.js';
import { depositLimits, setDepositLimits } from './deposit-limits.service.js';
import { depositorOf } from './depositor.js';

const tags = ['deposit'];

const ownerOf = (request: FastifyRequest) => {
  const { merchant, memberId } = depositorOf(request);
  return { merchantId: merchant.id, memberId, timeZone: merchant.time_zone };
};

/** Responsible gambling: the limits a member sets on their own deposits. */
export const depositLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireMember(db);
  const response = replies(depositLimitsSchema);

  app.get(
    '/wps/member/deposit-limits',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Daily, weekly and monthly deposit limits, with any change waiting to apply',
        response,
      },
    },
    async (request) => ok(await depositLimits(db, ownerOf(request), new Date())),
  );

  app.put(
    '/wps/member/deposit-limits',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Set limits (minor units; null: none). Lowering applies at once; raising or ' +
          'removing applies 24 hours later.',
        body: depositLimitsInputSchema,
        response,
      },
    },
    async (request) => ok(await setDepositLimits(db, ownerOf(request), request.body, new Date())),
  );
};
