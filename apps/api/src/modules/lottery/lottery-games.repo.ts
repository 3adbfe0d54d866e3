import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { LotteryGameTable } from '../../db/schema-lottery.js';
import { defaultExposureCap, defaultGames, defaultLimits, defaultOddsOf } from './default-games.js';

export type LotteryGameRow = Selectable<LotteryGameTable>;

/** Gives a new merchant the default games, odds and limits (run by provisionMerchant). */
export async function provisionLotteryGames(
  trx: Db,
  merchant: { id: number; time_zone: string; currency_exponent: number },
): Promise<void> {
  await trx
    .insertInto('lottery_game')
    .values(
      defaultGames.map((game, i) => ({
        merchant_id: merchant.id,
        game_code: game.gameCode,
        family: game.family,
        name: game.name,
        interval_seconds: game.intervalSeconds,
        draw_time: game.drawTime,
        time_zone: game.timeZone ?? merchant.time_zone,
        real_world: game.realWorld,
        sort_order: i,
        odds: JSON.stringify(defaultOddsOf(game.family)),
        limits: JSON.stringify(defaultLimits(game.family, merchant.currency_exponent)),
        exposure_cap: defaultExposureCap(merchant.currency_exponent),
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
}

/** One game of the merchant by code, enabled or not; undefined when there is none. */
export function findGame(
  db: Db,
  merchantId: number,
  gameCode: string,
): Promise<LotteryGameRow | undefined> {
  return db
    .selectFrom('lottery_game')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
}

/** The merchant's games in menu order. */
export function listGames(
  db: Db,
  merchantId: number,
  options: { enabledOnly: boolean },
): Promise<LotteryGameRow[]> {
  let query = db.selectFrom('lottery_game').selectAll().where('merchant_id', '=', merchantId);
  if (options.enabledOnly) query = query.where('enabled', '=', true);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** Every enabled game of every merchant (the period jobs walk them all). */
export function listAllEnabledGames(db: Db): Promise<LotteryGameRow[]> {
  return db
    .selectFrom('lottery_game')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
}

/** The families of the merchant's enabled games (the lobby's lottery vendors). */
export async function enabledFamilies(db: Db, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_game')
    .select('family')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .execute();
  return rows.map((r) => r.family);
}
