import { z } from 'zod';
import { decimal } from './decimal.js';
import { endpoint } from './endpoint.js';
import {
  betDetailSchema,
  cancelBetResultSchema,
  chaseViewSchema,
  myBetsPageSchema,
  myBetsQuerySchema,
  myChasesPageSchema,
  myChasesQuerySchema,
  placeBetsRequestSchema,
  placeBetsResultSchema,
} from './lottery.js';

const rowId = decimal(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const tags = ['lottery'] as const;

/** A player's lottery orders under /lgw (session): placing, the betting record, chases. */
export const lotteryBetsEndpoints = {
  placeBets: endpoint({
    method: 'POST',
    path: '/lgw/bets',
    summary: 'Places one order of bets on one period, optionally chasing the next ones',
    tags,
    body: placeBetsRequestSchema,
    response: placeBetsResultSchema,
  }),
  myBets: endpoint({
    method: 'GET',
    path: '/lgw/bets',
    summary: "The betting record: the player's bets placed in a range of days, with totals",
    tags,
    query: myBetsQuerySchema,
    response: myBetsPageSchema,
  }),
  oneBet: endpoint({
    method: 'GET',
    path: '/lgw/bets/:betId',
    summary: 'One bet of the player with its period',
    tags,
    params: z.object({ betId: rowId }),
    response: betDetailSchema,
  }),
  cancelBet: endpoint({
    method: 'POST',
    path: '/lgw/bets/:betId/cancel',
    summary: 'Cancels an open bet before its period closes; the stake goes back',
    tags,
    params: z.object({ betId: rowId }),
    response: cancelBetResultSchema,
  }),
  myChases: endpoint({
    method: 'GET',
    path: '/lgw/chases',
    summary: "The player's chases, newest first",
    tags,
    query: myChasesQuerySchema,
    response: myChasesPageSchema,
  }),
  stopChase: endpoint({
    method: 'POST',
    path: '/lgw/chases/:chaseId/stop',
    summary: 'Stops a chase: no further periods are bought',
    tags,
    params: z.object({ chaseId: rowId }),
    response: chaseViewSchema,
  }),
};
