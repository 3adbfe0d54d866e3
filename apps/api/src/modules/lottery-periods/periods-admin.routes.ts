import {
  enterResultSchema,
  gameCodeSchema,
  lotteryPeriodSchema,
  periodNoSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { authorize, Can, operatorSecurity as security } from '../operators/index.js';
import { enterPeriodResult } from './real-world-results.js';

/** Operator period actions: entering the result of a real-world draw. */
export const periodsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/lottery/games/:gameCode/periods/:periodNo/result',
    {
      schema: {
        tags: ['admin: lottery'],
        security,
        summary:
          'Enters the official result of a real-world draw once the period has closed; bets settle from it',
        params: z.object({ gameCode: gameCodeSchema, periodNo: periodNoSchema }),
        body: enterResultSchema,
        response: replies(lotteryPeriodSchema),
      },
    },
    async (request) => {
      const actor = authorize(request, Can.moveMoney);
      const { gameCode, periodNo } = request.params;
      return ok(await enterPeriodResult(db, actor, gameCode, periodNo, request.body.result));
    },
  );
};
