import { CompiledQuery, sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { jsonRows } from '../../db/json-rows.js';
import { PREPARED } from '../../db/prepared-statements.js';
import type { LotteryOrderTable } from '../../db/schema-lottery.js';
import { dayStart, rangeEnd, type DayRange } from '../wallet/index.js';

export type LotteryOrderRow = Selectable<LotteryOrderTable>;

/** What an order needs from the game, its period and an earlier order under the same key. */
export type GameRef = {
  id: number;
  game_code: string;
  name: string;
  family: string;
  enabled: boolean;
  odds: unknown;
  limits: unknown;
  exposure_cap: string | number;
  /** The row's version when read: an order priced on it stands only if it is still current. */
  version: number;
};
export type PeriodRef = {
  id: number;
  period_no: string;
  status: string;
  open_at: string;
  close_at: string;
};
export type OrderLookUp = {
  game: GameRef | null;
  period: PeriodRef | null;
  earlier: LotteryOrderRow | null;
  /** An order id taken now: the stake's ledger key names it, and the posting comes first. */
  reservedId: number;
};

export type OrderKey = {
  merchantId: number;
  memberId: number;
  gameCode: string;
  periodNo: string;
  idempotencyKey: string;
};

type LookUpRow = {
  game: GameRef | string | null;
  period: PeriodRef | string | null;
  earlier: LotteryOrderRow | string | null;
  reserved_id: string | number;
};

/** PostgreSQL answers `row_to_json` as an object, PGlite as text. */
const parsed = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A key as the look-up below reads it, with its position `n` (literal fields, no spread). */
const keyRow = (k: OrderKey, i: number) => ({
  n: i + 1,
  merchantId: k.merchantId,
  memberId: k.memberId,
  gameCode: k.gameCode,
  periodNo: k.periodNo,
  idempotencyKey: k.idempotencyKey,
});

/**
 * Everything each order reads before it is written, for many orders in one round trip
 * (answers in the order of `keys`; each key gets its own reserved id, repeats included).
 */
export async function lookUpOrders(db: Db, keys: OrderKey[]): Promise<OrderLookUp[]> {
  const { rows } = await sql<LookUpRow & { n: string | number }>`${sql.raw(PREPARED)}
    select k.n,
      (select row_to_json(g) from (
        select id, game_code, name, family, enabled, odds, limits, exposure_cap, version
        from lottery_game where merchant_id = k."merchantId" and game_code = k."gameCode") g
      ) as game,
      (select row_to_json(p) from (
        select p.id, p.period_no, p.status, p.open_at, p.close_at
        from lottery_period p join lottery_game g on p.game_id = g.id
        where g.merchant_id = k."merchantId" and g.game_code = k."gameCode"
          and p.period_no = k."periodNo") p
      ) as period,
      (select row_to_json(o) from lottery_order o
        where o.merchant_id = k."merchantId" and o.member_id = k."memberId"
          and o.idempotency_key = k."idempotencyKey") as earlier,
      nextval((select pg_get_serial_sequence('lottery_order', 'id')::regclass)) as reserved_id
    from json_to_recordset(${jsonRows(keys.map(keyRow))}::json)
      as k("merchantId" int, "memberId" int, "gameCode" text, "periodNo" text,
        "idempotencyKey" text, n int)
    order by k.n`.execute(db);
  return rows.map((row) => ({
    game: parsed(row.game),
    period: parsed(row.period),
    earlier: parsed(row.earlier),
    reservedId: Number(row.reserved_id),
  }));
}

const ORDER_IDS = `${PREPARED}
    select nextval((select pg_get_serial_sequence('lottery_order', 'id')::regclass)) as id
    from generate_series(1, $1::int)`;

/** `count` new order ids, taken ahead of the orders that will use them. */
export async function takeOrderIds(db: Db, count: number): Promise<number[]> {
  const { rows } = await db.executeQuery<{ id: string | number }>(
    CompiledQuery.raw(ORDER_IDS, [count]),
  );
  return rows.map((row) => Number(row.id));
}

/** One order's look-up (inside a caller's transaction, e.g. a chase's next period). */
export async function lookUpOrder(db: Db, key: OrderKey): Promise<OrderLookUp> {
  const [found] = await lookUpOrders(db, [key]);
  return found!;
}

export function findOrderByKey(db: Db, merchantId: number, memberId: number, key: string) {
  return db
    .selectFrom('lottery_order')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export type NewBet = {
  betType: string;
  pick: string;
  stake: number;
  odds: number;
  costUnits: number;
};

export type ExposureChange = { betType: string; pick: string; payout: number };

export function reduceExposure(db: Db, periodId: number, change: ExposureChange) {
  return db
    .updateTable('lottery_exposure')
    .set({ payout: sql`greatest(payout - ${change.payout}, 0)` })
    .where('period_id', '=', periodId)
    .where('bet_type', '=', change.betType)
    .where('pick', '=', change.pick)
    .execute();
}

/** The balance of the member's wallet right after a ledger transaction. */
export async function walletBalanceAfter(
  db: Db,
  transactionId: number,
  memberId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select('e.balance_after')
    .where('e.transaction_id', '=', transactionId)
    .where('a.kind', '=', 'wallet')
    .where('a.member_id', '=', memberId)
    .executeTakeFirst();
  return row ? Number(row.balance_after) : null;
}

/** Bets with what a view of them needs: their order's chase, period and game. */
export function betsWithContext(db: Db) {
  return db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_order as o', 'o.id', 'b.order_id')
    .innerJoin('lottery_period as p', 'p.id', 'b.period_id')
    .innerJoin('lottery_game as g', 'g.id', 'b.game_id');
}

const betViewColumns = [
  'b.id',
  'b.order_id',
  'b.member_id',
  'b.bet_type',
  'b.pick',
  'b.stake',
  'b.odds',
  'b.currency',
  'b.status',
  'b.hits',
  'b.payout',
  'b.created_at',
  'b.settled_at',
  'o.chase_id',
  'p.period_no',
  'p.status as period_status',
  'p.close_at',
  'g.game_code',
  'g.name as game_name',
  'g.family',
] as const;

export type BetViewRow = Awaited<ReturnType<typeof findBetViews>>[number];

export function findBetViews(
  db: Db,
  merchantId: number,
  where: { orderId: number } | { betId: number },
) {
  let query = betsWithContext(db).select(betViewColumns).where('b.merchant_id', '=', merchantId);
  query =
    'orderId' in where
      ? query.where('b.order_id', '=', where.orderId)
      : query.where('b.id', '=', where.betId);
  return query.orderBy('b.id').execute();
}

export type BetFilter = {
  merchantId: number;
  memberId: number;
  range: DayRange;
  timeZone: string;
  gameCode?: string | undefined;
  status?: string | undefined;
};

function filtered(db: Db, f: BetFilter) {
  let query = betsWithContext(db)
    .where('b.merchant_id', '=', f.merchantId)
    .where('b.member_id', '=', f.memberId)
    .where('b.created_at', '>=', dayStart(f.range.from, f.timeZone))
    .where('b.created_at', '<', rangeEnd(f.range, f.timeZone));
  if (f.gameCode) query = query.where('g.game_code', '=', f.gameCode);
  if (f.status) query = query.where('b.status', '=', f.status);
  return query;
}

/** A page of the member's bets in the range, newest first. */
export function pageBets(db: Db, f: BetFilter, limit: number, offset: number) {
  return filtered(db, f)
    .select(betViewColumns)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Count, stakes and payouts of the bets a query holds (cancelled and void stakes left out). */
export const betSums = [
  sql<string>`count(*)`.as('count'),
  sql<string>`coalesce(sum(b.stake) filter (where b.status not in ('cancelled', 'void')), 0)`.as(
    'stake',
  ),
  sql<string>`coalesce(sum(b.payout), 0)`.as('payout'),
] as const;

/** How many bets match, and their stakes and payouts. */
export function summarizeBets(db: Db, f: BetFilter) {
  return filtered(db, f).select(betSums).executeTakeFirstOrThrow();
}

/** One bet locked for a change, with its period's state. */
export function lockBet(db: Db, merchantId: number, betId: number) {
  return db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_period as p', 'p.id', 'b.period_id')
    .select([
      'b.id',
      'b.order_id',
      'b.member_id',
      'b.period_id',
      'b.bet_type',
      'b.pick',
      'b.stake',
      'b.odds',
      'b.cost_units',
      'b.currency',
      'b.status',
      'p.status as period_status',
      'p.close_at',
    ])
    .where('b.merchant_id', '=', merchantId)
    .where('b.id', '=', betId)
    .forUpdate(['b'])
    .executeTakeFirst();
}

export function markBetCancelled(db: Db, betId: number, now: Date) {
  return db
    .updateTable('lottery_bet')
    .set({ status: 'cancelled', settled_at: now })
    .where('id', '=', betId)
    .where('status', '=', 'open')
    .execute();
}

export function findPeriodOfBet(db: Db, betId: number) {
  return db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_period as p', 'p.id', 'b.period_id')
    .selectAll('p')
    .where('b.id', '=', betId)
    .executeTakeFirstOrThrow();
}
