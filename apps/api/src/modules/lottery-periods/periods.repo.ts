import type { LotteryFamily, LotteryResult } from '@sorteo/shared';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { LotteryPeriodTable } from '../../db/schema-lottery.js';

export type PeriodRow = Selectable<LotteryPeriodTable>;
export type PeriodWithGame = PeriodRow & { game_code: string };

const INSERT_CHUNK = 1000;

/**
 * When a row changes, for `updated_at`: the clock at the write, not `now()` (the start of
 * the transaction), so a long transaction does not write a time the live feed has passed.
 */
const changedAt = sql<Date>`clock_timestamp()`;

/** The latest draw each game already has a period for. */
export async function latestDrawAtByGame(db: Db, gameIds: number[]): Promise<Map<number, Date>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lottery_period')
    .select(['game_id', (eb) => eb.fn.max('draw_at').as('last')])
    .where('game_id', 'in', gameIds)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, new Date(r.last as Date | string)]));
}

/** Inserts the periods no one has made yet; answers how many were new. */
export async function insertPeriods(
  db: Db,
  rows: Insertable<LotteryPeriodTable>[],
): Promise<number> {
  let inserted = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const made = await db
      .insertInto('lottery_period')
      .values(rows.slice(at, at + INSERT_CHUNK).map((r) => ({ ...r, updated_at: changedAt })))
      .onConflict((oc) => oc.columns(['game_id', 'period_no']).doNothing())
      .returning('id')
      .execute();
    inserted += made.length;
  }
  return inserted;
}

export type DuePeriod = {
  id: string | number;
  period_no: string;
  seed: Uint8Array;
  game_code: string;
  family: LotteryFamily;
};

/**
 * Self-drawn periods whose draw time has come and that are still pending, oldest first,
 * locked for this transaction. Rows another transaction is drawing are skipped, not
 * waited for, so two drawers never draw the same period.
 */
export async function lockDuePeriods(db: Db, now: Date, limit: number): Promise<DuePeriod[]> {
  const { rows } = await sql<DuePeriod>`
    select p.id, p.period_no, p.seed, g.game_code, g.family
    from lottery_period p
    join lottery_game g on g.id = p.game_id
    where p.status = 'pending' and p.draw_at <= ${now}
      and not g.real_world and p.seed is not null
    order by p.draw_at, p.id
    limit ${limit}
    for update of p skip locked`.execute(db);
  return rows;
}

/**
 * Publishes results: pending → drawn, in one statement. A period no longer pending is left
 * alone, so a result is never written twice. Answers the ids that changed.
 */
export async function markDrawn(
  db: Db,
  draws: { id: string | number; result: LotteryResult }[],
  drawnAt: Date,
  condition: 'any' | 'closed' = 'any',
): Promise<string[]> {
  if (draws.length === 0) return [];
  const values = sql.join(
    draws.map((d) => sql`(${String(d.id)}::bigint, ${JSON.stringify(d.result)}::jsonb)`),
  );
  const closedOnly = condition === 'closed' ? sql`and p.close_at <= ${drawnAt}` : sql``;
  const { rows } = await sql<{ id: string | number }>`
    update lottery_period p
    set status = 'drawn', result = v.result, drawn_at = ${drawnAt},
      updated_at = ${changedAt}
    from (values ${values}) as v (id, result)
    where p.id = v.id and p.status = 'pending' ${closedOnly}
    returning p.id`.execute(db);
  return rows.map((r) => String(r.id));
}

export function findPeriodById(db: Db, id: string | number): Promise<PeriodRow | undefined> {
  return db
    .selectFrom('lottery_period')
    .selectAll()
    .where('id', '=', String(id))
    .executeTakeFirst();
}

export type DueRealWorld = {
  id: string | number;
  period_no: string;
  game_code: string;
  family: LotteryFamily;
};

/** Real-world periods past their draw time still waiting for a result, oldest first. */
export async function dueRealWorldPeriods(
  db: Db,
  now: Date,
  since: Date,
  limit: number,
): Promise<DueRealWorld[]> {
  const { rows } = await sql<DueRealWorld>`
    select p.id, p.period_no, g.game_code, g.family
    from lottery_period p
    join lottery_game g on g.id = p.game_id
    where p.status = 'pending' and p.draw_at <= ${now} and p.draw_at > ${since}
      and g.real_world
    order by p.draw_at, p.id
    limit ${limit}`.execute(db);
  return rows;
}

export type PeriodChange = {
  id: string;
  status: string;
  /** `updated_at` as PostgreSQL prints it (microseconds kept), for the cursor and the dedupe. */
  updated_at_text: string;
  updated_at: Date | string;
};

/**
 * Which periods of these merchants changed at or after `from`, in (updated_at, id) order
 * after the cursor `after` (the live feed's page): only what tells one version from another.
 */
export async function periodChangesSince(
  db: Db,
  merchantIds: number[],
  from: Date,
  after: { updatedAt: string; id: string } | null,
  limit: number,
): Promise<PeriodChange[]> {
  const cursor = after
    ? sql`and (p.updated_at, p.id) > (${after.updatedAt}::timestamptz, ${after.id}::bigint)`
    : sql``;
  const { rows } = await sql<PeriodChange>`
    select p.id::text as id, p.status, p.updated_at, p.updated_at::text as updated_at_text
    from lottery_period p
    where p.merchant_id = any(${merchantIds}::int[]) and p.updated_at >= ${from} ${cursor}
    order by p.updated_at, p.id
    limit ${limit}`.execute(db);
  return rows;
}

/** These periods as they are now, with their game's code. */
export async function periodsWithGame(
  db: Db,
  ids: string[],
): Promise<(PeriodWithGame & { updated_at_text: string })[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<PeriodWithGame & { updated_at_text: string }>`
    select p.*, g.game_code, p.updated_at::text as updated_at_text
    from lottery_period p
    join lottery_game g on g.id = p.game_id
    where p.id = any(${ids}::bigint[])
    order by p.updated_at, p.id`.execute(db);
  return rows;
}
