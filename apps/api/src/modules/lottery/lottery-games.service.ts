import type { Db } from '../../db/connection.js';
import * as games from './lottery-games.repo.js';
import * as reads from './lottery-reads.repo.js';
import type { LotteryPeriodRow } from './lottery-views.js';

export type { LotteryGameRow } from './lottery-games.repo.js';

/*
 * The games and periods as the modules around the lottery need them: a new merchant's
 * games, the period jobs' walk over every enabled game, an operator entering a result.
 */

/** Gives a new merchant the default games, odds and limits (run by provisionMerchant). */
export const provisionLotteryGames = (
  trx: Db,
  merchant: { id: number; time_zone: string; currency_exponent: number },
): Promise<void> => games.provisionLotteryGames(trx, merchant);

/** One game of the merchant by code, enabled or not; undefined when there is none. */
export const findGame = (
  db: Db,
  merchantId: number,
  gameCode: string,
): Promise<games.LotteryGameRow | undefined> => games.findGame(db, merchantId, gameCode);

/** Every enabled game of every merchant (the period jobs walk them all). */
export const listAllEnabledGames = (db: Db): Promise<games.LotteryGameRow[]> =>
  games.listAllEnabledGames(db);

/** The game's period with this number; undefined when there is none. */
export const findPeriod = (
  db: Db,
  gameId: number,
  periodNo: string,
): Promise<LotteryPeriodRow | undefined> => reads.findPeriod(db, gameId, periodNo);
