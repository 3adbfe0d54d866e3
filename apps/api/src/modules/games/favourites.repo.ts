import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** The member's favourite game ids, newest first. */
export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('game_favourite')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
}

export async function addFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db
    .insertInto('game_favourite')
    .values({ member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db
    .deleteFrom('game_favourite')
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** The games the member launched, the last launch first (at most `limit`). */
export async function recentGameIds(db: Db, memberId: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ game_id: number }>`
    select game_id from game_launch
    where member_id = ${memberId}
    group by game_id
    order by max(created_at) desc, game_id desc
    limit ${limit}`.execute(db);
  return rows.map((r) => r.game_id);
}

/** Notes a launch: the member's recent list reads these. */
export async function recordLaunch(
  db: Db,
  launch: { merchantId: number; memberId: number | null; gameId: number; demo: boolean },
): Promise<void> {
  await db
    .insertInto('game_launch')
    .values({
      merchant_id: launch.merchantId,
      member_id: launch.memberId,
      game_id: launch.gameId,
      demo: launch.demo,
    })
    .execute();
}
