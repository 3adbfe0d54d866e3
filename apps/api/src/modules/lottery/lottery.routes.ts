import {
  lotteryEndpoints as calls,
  popularGamesSchema,
  popularQuerySchema,
  verifyRequestSchema,
  verifyResultSchema,
  winnersQuerySchema,
  winnersSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
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

  endpointRoute(app, calls.gameMenus, {}, (_, request) => gameMenus(db, merchantOf(request)));

  endpointRoute(app, calls.vnGameMenu, {}, (_, request) => vnGameMenu(db, merchantOf(request)));

  endpointRoute(app, calls.vnRecent, {}, (_, request) => vnRecent(db, merchantOf(request)));

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

  endpointRoute(app, calls.vnNumbers, {}, ({ query }, request) =>
    vnNumbers(db, merchantOf(request), query),
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

  endpointRoute(app, calls.currentPeriod, {}, ({ params }, request) =>
    currentPeriod(db, merchantOf(request), params.gameCode),
  );

  endpointRoute(app, calls.results, {}, ({ params, query }, request) =>
    gameResults(db, merchantOf(request), params.gameCode, query),
  );

  endpointRoute(app, calls.period, {}, ({ params }, request) =>
    gamePeriod(db, merchantOf(request), params.gameCode, params.periodNo),
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
