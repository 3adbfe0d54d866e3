import { periodParamSchema, periodSettlementSchema, voidPeriodSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { authorize, Can, operatorSecurity as security } from '../operators/index.js';
import { settlePeriodByNumber, voidPeriod } from './settlement.service.js';

/** Operator settlement actions: voiding a period, settling one now. */
export const settlementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin: lottery'];
  const response = replies(periodSettlementSchema);

  app.post(
    '/lottery/games/:gameCode/periods/:periodNo/void',
    {
      schema: {
        tags,
        security,
        summary: 'Voids a period not yet settled: every open bet is void and its stake returned',
        params: periodParamSchema,
        body: voidPeriodSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await voidPeriod(
          db,
          authorize(request, Can.moveMoney),
          request.params,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/lottery/games/:gameCode/periods/:periodNo/settle',
    {
      schema: {
        tags,
        security,
        summary: 'Settles a drawn period now (the job does it within a second); idempotent',
        params: periodParamSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await settlePeriodByNumber(
          db,
          authorize(request, Can.moveMoney).merchantId,
          request.params,
        ),
      ),
  );
};
