import {
  adminLotteryGameSchema,
  adminLotteryGamesSchema,
  gameCodeParamSchema,
  lotteryGameUpdateSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { adminGames, updateGame } from './lottery-admin.service.js';

/** Operator lottery games: odds, limits, exposure caps, enabling. Every operator may read. */
export const lotteryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin: lottery'];

  app.get(
    '/lottery/games',
    {
      schema: {
        tags,
        security,
        summary: 'Every lottery game of the merchant, enabled or not, in menu order',
        response: replies(adminLotteryGamesSchema),
      },
    },
    async (request) => ok(await adminGames(db, operatorOf(request).merchantId)),
  );

  app.put(
    '/lottery/games/:gameCode',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit a game: name, enabled, odds and limits (merged into its tables), exposure cap',
        params: gameCodeParamSchema,
        body: lotteryGameUpdateSchema,
        response: replies(adminLotteryGameSchema),
      },
    },
    async (request) =>
      ok(
        await updateGame(
          db,
          authorize(request, Can.editConfig),
          request.params.gameCode,
          request.body,
        ),
      ),
  );
};
