import type { Db } from '../../db/connection.js';
import type { LotteryGameRow } from './lottery-games.repo.js';

/** The fields an operator's edit writes. */
export type GameFields = {
  name?: string;
  enabled?: boolean;
  odds?: string;
  limits?: string;
  exposure_cap?: number;
};

/** One game of the merchant, locked until the transaction ends. */
export function findGameForUpdate(
  trx: Db,
  merchantId: number,
  gameCode: string,
): Promise<LotteryGameRow | undefined> {
  return trx
    .selectFrom('lottery_game')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .forUpdate()
    .executeTakeFirst();
}

export function updateGameRow(trx: Db, id: number, fields: GameFields): Promise<LotteryGameRow> {
  return trx
    .updateTable('lottery_game')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
