import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

const chaseColumns = [
  'c.id',
  'c.merchant_id',
  'c.member_id',
  'c.game_id',
  'c.lines',
  'c.periods_total',
  'c.periods_placed',
  'c.stop_on_win',
  'c.status',
  'c.last_period_id',
  'c.created_at',
  'g.game_code',
] as const;

function chases(db: Db) {
  return db.selectFrom('lottery_chase as c').innerJoin('lottery_game as g', 'g.id', 'c.game_id');
}

export type ChaseRow = NonNullable<Awaited<ReturnType<typeof findChase>>>;

export function findChase(db: Db, merchantId: number, chaseId: number) {
  return chases(db)
    .select(chaseColumns)
    .where('c.merchant_id', '=', merchantId)
    .where('c.id', '=', chaseId)
    .executeTakeFirst();
}

export async function pageChases(
  db: Db,
  merchantId: number,
  memberId: number,
  limit: number,
  offset: number,
) {
  const base = chases(db)
    .where('c.merchant_id', '=', merchantId)
    .where('c.member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(chaseColumns).orderBy('c.id', 'desc').limit(limit).offset(offset).execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Ends a chase still active; answers whether it did. */
export async function endChase(db: Db, chaseId: number, status: string): Promise<boolean> {
  const result = await db
    .updateTable('lottery_chase')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', chaseId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends, in one statement, every active stop-on-win chase one of whose bets has won. */
export async function stopWonChases(db: Db): Promise<number> {
  const result = await db
    .updateTable('lottery_chase as c')
    .set({ status: 'stopped_win', updated_at: sql`now()` })
    .where('c.status', '=', 'active')
    .where('c.stop_on_win', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('lottery_order as o')
          .innerJoin('lottery_bet as b', 'b.order_id', 'o.id')
          .select(sql`1`.as('one'))
          .whereRef('o.chase_id', '=', 'c.id')
          .where('b.status', '=', 'won'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Active chases with an order due now: their game has a period taking bets that draws after
 * the last period the chase reached. Each comes with that period and the currency its orders
 * are in. Chases waiting for their next period are not read, so they never crowd out the due
 * ones.
 */
export function dueChases(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('lottery_chase as c')
    .innerJoin('lottery_game as g', 'g.id', 'c.game_id')
    .leftJoin('lottery_period as lp', 'lp.id', 'c.last_period_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('lottery_period as p')
          .select(['p.id', 'p.period_no'])
          .whereRef('p.game_id', '=', 'c.game_id')
          .where('p.status', '=', 'pending')
          .where('p.open_at', '<=', now)
          .where('p.close_at', '>', now)
          .where((w) =>
            w.or([w('lp.draw_at', 'is', null), w('p.draw_at', '>', w.ref('lp.draw_at'))]),
          )
          .orderBy('p.draw_at')
          .limit(1)
          .as('next'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.merchant_id',
      'c.member_id',
      'c.lines',
      'c.periods_total',
      'c.periods_placed',
      'g.game_code',
      'next.id as period_id',
      'next.period_no',
      sql<string | null>`(select o.currency from lottery_order o where o.chase_id = c.id
        order by o.id limit 1)`.as('currency'),
    ])
    .where('c.status', '=', 'active')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** Records the period a chase reached: placed (counted) or skipped. */
export function advanceChase(
  db: Db,
  chaseId: number,
  change: { periodId: number; placed: boolean; completed: boolean },
) {
  return db
    .updateTable('lottery_chase')
    .set({
      last_period_id: change.periodId,
      periods_placed: change.placed ? sql`periods_placed + 1` : sql`periods_placed`,
      status: change.completed ? 'completed' : 'active',
      updated_at: sql`now()`,
    })
    .where('id', '=', chaseId)
    .execute();
}
