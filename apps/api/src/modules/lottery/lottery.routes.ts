import {
  currentPeriodSchema,
  gameCodeParamSchema,
  gameMenusSchema,
  lotteryPeriodSchema,
  periodParamSchema,
  popularGamesSchema,
  popularQuerySchema,
  resultsPageSchema,
  resultsQuerySchema,
  verifyRequestSchema,
  verifyResultSchema,
  vnGameMenuSchema,
  vnMenuQuerySchema,
  vnNumbersQuerySchema,
  vnNumbersSchema,
  vnRecentSchema,
  winnersQuerySchema,
  winnersSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  currentPeriod,
  gameMenus,
  gamePeriod,
  gameResults,
  popularGames,
  verifySeed,
  vnGameMenu,
  vnNumbers,
  vnRecent,
  winners,
} from './lottery-reads.service.js';

/**
 * Player lottery reads under /lgw: menus, games, current period, results, fairness, VN
 * numbers, popular, winners. Public (no session): what anyone visiting the site may see.
 */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['lottery'];

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'The lottery menu: one group per family, enabled games in menu order',
        response: replies(gameMenusSchema),
      },
    },
    async (request) => ok(await gameMenus(db, merchantOf(request))),
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'The Vietnamese lottery group of the menu',
        querystring: vnMenuQuerySchema,
        response: replies(vnGameMenuSchema),
      },
    },
    async (request) => ok(await vnGameMenu(db, merchantOf(request))),
  );

  app.get(
    '/lgw/vn/games/recent',
    {
      schema: {
        tags,
        summary: 'The latest drawn period of each Vietnamese lottery game, with its result',
        querystring: vnMenuQuerySchema,
        response: replies(vnRecentSchema),
      },
    },
    async (request) => ok(await vnRecent(db, merchantOf(request))),
  );

  app.get(
    '/lgw/games/popular',
    {
      schema: {
        tags,
        summary: 'Games by number of bets over the last 24 hours',
        querystring: popularQuerySchema,
        response: replies(popularGamesSchema),
      },
    },
    async (request) => ok(await popularGames(db, merchantOf(request), request.query.count)),
  );

  app.get(
    '/lgw/vn/numbers',
    {
      schema: {
        tags,
        summary: 'Hot and cold numbers: appearances of 00–99 among the endings of recent draws',
        querystring: vnNumbersQuerySchema,
        response: replies(vnNumbersSchema),
      },
    },
    async (request) => ok(await vnNumbers(db, merchantOf(request), request.query)),
  );

  app.get(
    '/lgw/games/winners',
    {
      schema: {
        tags,
        summary: 'Recent wins, biggest of the last 24 hours first, accounts masked',
        querystring: winnersQuerySchema,
        response: replies(winnersSchema),
      },
    },
    async (request) => ok(await winners(db, merchantOf(request), request.query.count)),
  );

  app.get(
    '/lgw/games/:gameCode/current',
    {
      schema: {
        tags,
        summary: 'The period taking bets now, the next ones and the last drawn',
        params: gameCodeParamSchema,
        response: replies(currentPeriodSchema),
      },
    },
    async (request) => ok(await currentPeriod(db, merchantOf(request), request.params.gameCode)),
  );

  app.get(
    '/lgw/games/:gameCode/results',
    {
      schema: {
        tags,
        summary: 'Finished periods (drawn, settled, void), newest first',
        params: gameCodeParamSchema,
        querystring: resultsQuerySchema,
        response: replies(resultsPageSchema),
      },
    },
    async (request) =>
      ok(await gameResults(db, merchantOf(request), request.params.gameCode, request.query)),
  );

  app.get(
    '/lgw/games/:gameCode/periods/:periodNo',
    {
      schema: {
        tags,
        summary: 'One period: its seed hash, and its seed and result once drawn',
        params: periodParamSchema,
        response: replies(lotteryPeriodSchema),
      },
    },
    async (request) =>
      ok(
        await gamePeriod(db, merchantOf(request), request.params.gameCode, request.params.periodNo),
      ),
  );

  app.post(
    '/lgw/fairness/verify',
    {
      schema: {
        tags,
        summary: 'Recomputes a result from a seed and compares it with what was published',
        body: verifyRequestSchema,
        response: replies(verifyResultSchema),
      },
    },
    async (request) => ok(await verifySeed(db, merchantOf(request), request.body)),
  );
};
