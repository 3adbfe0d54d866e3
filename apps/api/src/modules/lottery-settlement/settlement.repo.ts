import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';

/** A period locked for settlement or void, with what settling it needs. */
export type LockedPeriod = {
  id: number;
  merchantId: number;
  gameCode: string;
  periodNo: string;
  family: string;
  status: string;
  result: unknown;
};

type PeriodRow = {
  id: string | number;
  merchant_id: number;
  game_code: string;
  period_no: string;
  family: string;
  status: string;
  result: unknown;
};

const lockedOf = (r: PeriodRow): LockedPeriod => ({
  id: Number(r.id),
  merchantId: r.merchant_id,
  gameCode: r.game_code,
  periodNo: r.period_no,
  family: r.family,
  status: r.status,
  result: typeof r.result === 'string' ? (JSON.parse(r.result) as unknown) : r.result,
});

/**
 * Locks the period row (`for update`): settlement, void and bet placement on the period
 * queue up behind it. The order statement key-share-locks the period it writes bets for
 * (`orderRowsParts`), and writes none once it is no longer pending, so no bet enters a period
 * while it is being settled or voided.
 */
export async function lockPeriod(db: Db, periodId: number): Promise<LockedPeriod | undefined> {
  const { rows } = await sql<PeriodRow>`
    select p.id, p.merchant_id, g.game_code, p.period_no, g.family, p.status, p.result
    from lottery_period p join lottery_game g on g.id = p.game_id
    where p.id = ${periodId}
    for update of p
  `.execute(db);
  return rows[0] && lockedOf(rows[0]);
}

/** The merchant's game id by code, or undefined. */
export async function findGameId(
  db: Db,
  merchantId: number,
  gameCode: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('lottery_game')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return row?.id;
}

/** The id of a game's period by number, or undefined. */
export async function findPeriodId(
  db: Db,
  gameId: number,
  periodNo: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('lottery_period')
    .select('id')
    .where('game_id', '=', gameId)
    .where('period_no', '=', periodNo)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The distinct (bet type, pick) of the period's open bets: what the hits are computed for. */
export async function openPicks(
  db: Db,
  periodId: number,
): Promise<{ betType: string; pick: string }[]> {
  const { rows } = await sql<{ bet_type: string; pick: string }>`
    select distinct bet_type, pick from lottery_bet
    where period_id = ${periodId} and status = 'open'
  `.execute(db);
  return rows.map((r) => ({ betType: r.bet_type, pick: r.pick }));
}

/** What one member's bets of one currency came to in a settlement or void. */
export type MemberTotal = {
  memberId: number;
  currency: string;
  bets: number;
  stakes: number;
  /** Won (settlement) or returned (void). */
  paid: number;
};

type TotalRow = {
  member_id: number;
  currency: string;
  bets: string | number;
  stakes: string | number;
  paid: string | number;
};

const totalOf = (r: TotalRow): MemberTotal => ({
  memberId: r.member_id,
  currency: r.currency,
  bets: Number(r.bets),
  stakes: toMinor(r.stakes),
  paid: toMinor(r.paid),
});

/**
 * Settles every open bet of the period in one statement: each (bet type, pick) gets its
 * hits, a bet with hits is won with payout `floor(stake × odds × hits / (100 × cost units))`
 * (the shared `payoutOf`), any other is lost. Answers the totals per member and currency,
 * aggregated from the rows the update returned (no second pass over the bets).
 */
export async function settleOpenBets(
  db: Db,
  periodId: number,
  hits: { betType: string; pick: string; hits: number }[],
): Promise<MemberTotal[]> {
  const { rows } = await sql<TotalRow>`
    with settled as (
      update lottery_bet b set
        status = case when h.hits > 0 then 'won' else 'lost' end,
        hits = h.hits,
        payout = b.stake * b.odds * h.hits / (100 * b.cost_units),
        settled_at = now()
      from unnest(${hits.map((h) => h.betType)}::text[], ${hits.map((h) => h.pick)}::text[],
        ${hits.map((h) => h.hits)}::int[]) as h(bet_type, pick, hits)
      where b.period_id = ${periodId} and b.status = 'open'
        and b.bet_type = h.bet_type and b.pick = h.pick
      returning b.member_id, b.currency, b.stake, b.payout
    )
    select member_id, currency, count(*) as bets, sum(stake) as stakes, sum(payout) as paid
    from settled group by member_id, currency order by currency, member_id
  `.execute(db);
  return rows.map(totalOf);
}

/** Voids every open bet of the period; answers the stakes to return per member and currency. */
export async function voidOpenBets(db: Db, periodId: number): Promise<MemberTotal[]> {
  const { rows } = await sql<TotalRow>`
    with voided as (
      update lottery_bet set status = 'void', settled_at = now()
      where period_id = ${periodId} and status = 'open'
      returning member_id, currency, stake
    )
    select member_id, currency, count(*) as bets, sum(stake) as stakes, sum(stake) as paid
    from voided group by member_id, currency order by currency, member_id
  `.execute(db);
  return rows.map(totalOf);
}

export async function markSettled(db: Db, periodId: number): Promise<void> {
  await sql`
    update lottery_period set status = 'settled', settled_at = now(), updated_at = clock_timestamp()
    where id = ${periodId}
  `.execute(db);
}

export async function markVoid(db: Db, periodId: number, reason: string): Promise<void> {
  await sql`
    update lottery_period set status = 'void', voided_at = now(), void_reason = ${reason},
      updated_at = clock_timestamp()
    where id = ${periodId}
  `.execute(db);
}

/** Drawn periods waiting for settlement, oldest draw first. */
export async function drawnPeriodIds(db: Db, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: string | number }>`
    select id from lottery_period where status = 'drawn' order by draw_at, id limit ${limit}
  `.execute(db);
  return rows.map((r) => Number(r.id));
}
