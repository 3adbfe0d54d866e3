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

/** The platform's own lotteries as the games lobby lists them: a vendor code per kind. */
export const LOTTERY_VENDOR = 'TCG_SEA';
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/**
 * Which of the platform's lottery vendors the merchant has, by its enabled games: 5D and K3
 * are `TCG_SEA`, the Vietnamese draws `TCG_LOTTO_VN` (docs/games.md, "Categories").
 */
export async function lotteryVendorsOf(db: Db, merchantId: number): Promise<string[]> {
  const families = await games.enabledFamilies(db, merchantId);
  const vendors: string[] = [];
  if (families.some((f) => f !== 'VN')) vendors.push(LOTTERY_VENDOR);
  if (families.includes('VN')) vendors.push(VN_LOTTERY_VENDOR);
  return vendors;
}
