import {
  betDetailSchema,
  cancelBetResultSchema,
  decimal,
  chaseViewSchema,
  myBetsPageSchema,
  myBetsQuerySchema,
  myChasesPageSchema,
  myChasesQuerySchema,
  placeBetsRequestSchema,
  placeBetsResultSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireMember,
} from '../../plugins/member-session.js';
import { cancelBet, myBets, oneBet, placeBets } from './bets.service.js';
import { myChases, stopChase } from './chases.service.js';

const betParams = z.object({
  betId: decimal(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});
const chaseParams = z.object({
  chaseId: decimal(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

/** Player bets under /lgw: placing orders (with chase), the betting record, cancel. */
export const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireMember(db);
  const tags = ['lottery'];

  app.post(
    '/lgw/bets',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Places one order of bets on one period, optionally chasing the next ones',
        body: placeBetsRequestSchema,
        response: replies(placeBetsResultSchema),
      },
    },
    async (request) =>
      ok(await placeBets(db, merchantOf(request), memberOf(request), request.body)),
  );

  app.get(
    '/lgw/bets',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The betting record: the player's bets placed in a range of days, with totals",
        querystring: myBetsQuerySchema,
        response: replies(myBetsPageSchema),
      },
    },
    async (request) => ok(await myBets(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/lgw/bets/:betId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One bet of the player with its period',
        params: betParams,
        response: replies(betDetailSchema),
      },
    },
    async (request) =>
      ok(await oneBet(db, merchantOf(request), memberOf(request), request.params.betId)),
  );

  app.post(
    '/lgw/bets/:betId/cancel',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Cancels an open bet before its period closes; the stake goes back',
        params: betParams,
        response: replies(cancelBetResultSchema),
      },
    },
    async (request) =>
      ok(await cancelBet(db, merchantOf(request), memberOf(request), request.params.betId)),
  );

  app.get(
    '/lgw/chases',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The player's chases, newest first",
        querystring: myChasesQuerySchema,
        response: replies(myChasesPageSchema),
      },
    },
    async (request) =>
      ok(await myChases(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.post(
    '/lgw/chases/:chaseId/stop',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Stops a chase: no further periods are bought',
        params: chaseParams,
        response: replies(chaseViewSchema),
      },
    },
    async (request) =>
      ok(await stopChase(db, merchantOf(request), memberOf(request), request.params.chaseId)),
  );
};
