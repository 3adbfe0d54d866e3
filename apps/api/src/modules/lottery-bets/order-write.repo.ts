import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { jsonRows } from '../../db/json-rows.js';
import { PREPARED } from '../../db/prepared-statements.js';

export type OrderRows = {
  orderId: number;
  merchantId: number;
  memberId: number;
  gameId: number;
  /** The game's version the order was priced on; the order stands only while it is current. */
  gameVersion: number;
  periodId: number;
  /** The period must still take bets at this instant. */
  now: Date;
  idempotencyKey: string;
  requestHash: string;
  totalStake: number;
  currency: string;
  placeTransactionId: number;
  /** The chase this order belongs to; `startChase` makes a new one instead. */
  chaseId: number | null;
  startChase: { lines: string; periodsTotal: number; stopOnWin: boolean } | null;
  bets: readonly {
    betType: string;
    pick: string;
    stake: number;
    odds: number;
    costUnits: number;
  }[];
  /** Added payout per (bet type, pick), each pair once, in a fixed order. */
  exposure: readonly { betType: string; pick: string; payout: number }[];
  /** The most a pick of the game may pay in a period (minor units). */
  exposureCap: number;
};

export type OrderWritten = {
  /** False: the game was changed or disabled since the order was priced; nothing was written. */
  gameCurrent: boolean;
  /** False: the period no longer takes bets, and nothing was written. */
  periodOpen: boolean;
  /** False: another order holds the idempotency key, and nothing else was written. */
  ordered: boolean;
  chaseId: number | null;
  /** The new exposure totals of the order's picks, after every order written with it. */
  exposure: { betType: string; pick: string; payout: number }[];
  /** The bets' ids, in the order of `bets`. */
  betIds: number[];
  placedAt: Date;
};

type AnswerOrder = {
  game_current: boolean;
  period_open: boolean;
  ordered: boolean;
  chase_id: string | number | null;
  bet_ids: (string | number)[] | null;
};
type AnswerTotal = {
  period_id: string | number;
  bet_type: string;
  pick: string;
  payout: string | number;
};
/** What the order rows answer, as one json value (see `orderRowsParts`). */
type Answer = { orders: AnswerOrder[]; totals: AnswerTotal[] | null; placed_at: string };

/** An order's own columns, named as the statement below reads them, with its position `n`. */
const orderRow = (o: OrderRows, i: number) => ({
  n: i + 1,
  order_id: o.orderId,
  merchant_id: o.merchantId,
  member_id: o.memberId,
  game_id: o.gameId,
  game_version: o.gameVersion,
  period_id: o.periodId,
  at: o.now,
  idempotency_key: o.idempotencyKey,
  request_hash: o.requestHash,
  total_stake: o.totalStake,
  currency: o.currency,
  place_transaction_id: o.placeTransactionId,
  chase_id: o.chaseId,
  chase_lines: o.startChase?.lines ?? null,
  chase_periods: o.startChase?.periodsTotal ?? null,
  chase_stop_on_win: o.startChase?.stopOnWin ?? null,
});

/** Added payout per (period, bet type, pick) over the orders, in the order rows are locked. */
function exposureOf(orders: readonly OrderRows[]) {
  const byPick = new Map<
    string,
    { periodId: number; betType: string; pick: string; payout: number; cap: number }
  >();
  for (const o of orders) {
    for (const e of o.exposure) {
      const key = `${o.periodId}\u0000${e.betType}\u0000${e.pick}`;
      const seen = byPick.get(key);
      if (seen) seen.payout += e.payout;
      else
        byPick.set(key, {
          periodId: o.periodId,
          betType: e.betType,
          pick: e.pick,
          payout: e.payout,
          cap: o.exposureCap,
        });
    }
  }
  return [...byPick.values()].sort(
    (a, b) =>
      a.periodId - b.periodId ||
      (a.betType < b.betType ? -1 : a.betType > b.betType ? 1 : a.pick < b.pick ? -1 : 1),
  );
}

/**
 * The rows of several orders as parts of one statement (it runs inside a ledger batch,
 * where every round trip holds the house account's lock): each order's game must be enabled
 * and at the version the order was priced on, and its period, key-share-locked, must still
 * take bets at the order's instant, so a settlement or void (which lock it for update)
 * waits; then the chases the orders start (ids drawn first, so each order names its own),
 * the orders under their reserved ids, their bets, and one exposure upsert per pick over all
 * of them, which locks each pick's row until commit.
 *
 * `answer` is one json value: a result per order, in order, and the new exposure totals
 * after every order of the statement. `refused` is true when an order was not written (its
 * game changed, its period closed, or its key was taken) or a total went over its game's
 * cap.
 */
function orderRowsParts(orders: readonly OrderRows[]) {
  let n = 0;
  const bets = orders.flatMap((o) =>
    o.bets.map((b) => ({
      n: ++n,
      order_id: o.orderId,
      merchant_id: o.merchantId,
      member_id: o.memberId,
      period_id: o.periodId,
      game_id: o.gameId,
      currency: o.currency,
      bet_type: b.betType,
      pick: b.pick,
      stake: b.stake,
      odds: b.odds,
      cost_units: b.costUnits,
    })),
  );
  const exposure = exposureOf(orders).map((e, i) => ({
    n: i + 1,
    periodId: e.periodId,
    betType: e.betType,
    pick: e.pick,
    payout: e.payout,
    cap: e.cap,
  }));
  const ctes = sql`order_o as materialized (
      select * from json_to_recordset(${jsonRows(orders.map(orderRow))}::json)
        as o(n int, order_id bigint, merchant_id int, member_id int, game_id int,
          game_version int, period_id bigint, at timestamptz, idempotency_key text,
          request_hash text, total_stake bigint, currency text, place_transaction_id bigint,
          chase_id bigint, chase_lines text, chase_periods int, chase_stop_on_win boolean)
    ),
    -- Each period and game by its primary key (a lateral look-up with limit 1, as the ledger's
    -- startBatch does): joined, the planner read every pending period and every game.
    order_period as (
      select p.id, p.open_at, p.close_at
      from (select distinct period_id from order_o) w
      cross join lateral (
        select id, open_at, close_at from lottery_period
        where id = w.period_id and status = 'pending'
        limit 1 for key share
      ) p
    ),
    order_game as materialized (
      select g.id, g.version
      from (select distinct game_id from order_o) w
      cross join lateral (
        select id, version from lottery_game where id = w.game_id and enabled limit 1
      ) g
    ),
    order_open as materialized (
      select o.* from order_o o join order_period p on p.id = o.period_id
        join order_game g on g.id = o.game_id and g.version = o.game_version
      where p.open_at <= o.at and p.close_at > o.at
    ),
    order_new_chase as materialized (
      select n, nextval(pg_get_serial_sequence('lottery_chase', 'id')) as id
      from order_open where chase_periods is not null
    ),
    order_chase as (
      insert into lottery_chase (id, merchant_id, member_id, game_id, lines, periods_total,
        periods_placed, stop_on_win, last_period_id)
      overriding system value
      select c.id, open.merchant_id, open.member_id, open.game_id, open.chase_lines::jsonb,
        open.chase_periods, 1, open.chase_stop_on_win, open.period_id
      from order_new_chase c join order_open open using (n)
      returning id
    ),
    order_ord as (
      insert into lottery_order (id, merchant_id, member_id, period_id, chase_id,
        idempotency_key, request_hash, total_stake, currency, place_transaction_id)
      overriding system value
      select open.order_id, open.merchant_id, open.member_id, open.period_id,
        coalesce(c.id, open.chase_id), open.idempotency_key, open.request_hash,
        open.total_stake, open.currency, open.place_transaction_id
      from order_open open left join order_new_chase c using (n)
      order by open.n
      on conflict (merchant_id, member_id, idempotency_key) do nothing
      returning id, chase_id
    ),
    order_bets as (
      insert into lottery_bet (order_id, merchant_id, member_id, period_id, game_id, bet_type,
        pick, stake, odds, cost_units, currency)
      select b.order_id, b.merchant_id, b.member_id, b.period_id, b.game_id, b.bet_type, b.pick,
        b.stake, b.odds, b.cost_units, b.currency
      from json_to_recordset(${jsonRows(bets)}::json) as b(n int, order_id bigint,
        merchant_id int, member_id int, period_id bigint, game_id int, currency text,
        bet_type text, pick text, stake bigint, odds int, cost_units int)
      join order_ord ord on ord.id = b.order_id
      order by b.n
      returning id, order_id
    ),
    order_added as materialized (
      select * from json_to_recordset(${jsonRows(exposure)}::json)
        as e("periodId" bigint, "betType" text, pick text, payout bigint, cap bigint, n int)
    ),
    order_exposure as (
      insert into lottery_exposure (period_id, bet_type, pick, payout)
      select e."periodId", e."betType", e.pick, e.payout from order_added e
      where exists (select 1 from order_ord)
      order by e.n
      on conflict (period_id, bet_type, pick)
        do update set payout = lottery_exposure.payout + excluded.payout
      returning period_id, bet_type, pick, payout
    ),
    -- Grouped once: a look-up per order into the bets would scan them all for each order.
    order_bet_ids as (
      select order_id, array_agg(id order by id) as ids from order_bets group by order_id
    )`;
  const answer = sql`json_build_object(
      'orders', (
        select json_agg(json_build_object('game_current', exists (select 1 from order_game g
            where g.id = o.game_id and g.version = o.game_version),
          'period_open', open.order_id is not null,
          'ordered', ord.id is not null, 'chase_id', ord.chase_id, 'bet_ids', ids.ids)
          order by o.n)
        from order_o o
          left join order_open open on open.order_id = o.order_id
          left join order_ord ord on ord.id = o.order_id
          left join order_bet_ids ids on ids.order_id = o.order_id
      ),
      'totals', (
        select json_agg(json_build_object('period_id', period_id, 'bet_type', bet_type,
          'pick', pick, 'payout', payout))
        from order_exposure
      ),
      'placed_at', now())`;
  const refused = sql<boolean>`(
      exists (select 1 from order_o o where not exists (
        select 1 from order_ord ord where ord.id = o.order_id))
      or exists (select 1 from order_exposure e join order_added a
        on a."periodId" = e.period_id and a."betType" = e.bet_type and a.pick = e.pick
        where e.payout > a.cap)
    )`;
  return { ctes, answer, refused, read: (value: unknown) => readAnswer(orders, value) };
}

/** Each order's result from the statement's answer, its exposure totals among them. */
function readAnswer(orders: readonly OrderRows[], value: unknown): OrderWritten[] {
  const answer = (typeof value === 'string' ? JSON.parse(value) : value) as Answer;
  // One look-up per pick of each order, not a pass over every total per order.
  const pickKey = (periodId: number | string, betType: string, pick: string) =>
    `${periodId}\u0000${betType}\u0000${pick}`;
  const payoutOf = new Map(
    (answer.totals ?? []).map((t) => [
      pickKey(Number(t.period_id), t.bet_type, t.pick),
      Number(t.payout),
    ]),
  );
  const placedAt = new Date(answer.placed_at);
  return answer.orders.map((row, i) => {
    const { periodId, exposure } = orders[i]!;
    return {
      gameCurrent: row.game_current,
      periodOpen: row.period_open,
      ordered: row.ordered,
      chaseId: row.chase_id === null ? null : Number(row.chase_id),
      betIds: (row.bet_ids ?? []).map(Number),
      placedAt,
      exposure: exposure.flatMap(({ betType, pick }) => {
        const payout = payoutOf.get(pickKey(periodId, betType, pick));
        return payout === undefined ? [] : [{ betType, pick, payout }];
      }),
    };
  });
}

/**
 * The rows of several orders in one statement (`orderRowsParts`), in the ledger batch's
 * locked transaction: it answers each order's result, and the caller refuses what it must.
 */
export async function writeOrderRows(
  db: Db,
  orders: readonly OrderRows[],
): Promise<OrderWritten[]> {
  const { ctes, answer, read } = orderRowsParts(orders);
  const { rows } = await sql<{ answer: unknown }>`${sql.raw(PREPARED)}
    with ${ctes} select ${answer} as answer`.execute(db);
  return read(rows[0]!.answer);
}

/**
 * The same statement for a transaction whose commit is already on its way behind it (the
 * ledger's guarded write, `Shared.oneStatement`): when any order may not stand, the statement
 * fails (`sorteo_refuse('refused')`) and the transaction with it, money and all. Built now,
 * sent by `execute`.
 */
export function orderRowsOrRefuse(orders: readonly OrderRows[]) {
  const { ctes, answer, refused, read } = orderRowsParts(orders);
  const statement = sql<{ answer: unknown }>`${sql.raw(PREPARED)}
    with ${ctes} select ${answer} as answer,
      case when ${refused} then sorteo_refuse('refused') end as refusal`;
  return {
    execute: async (db: Db): Promise<OrderWritten[]> =>
      read((await statement.execute(db)).rows[0]!.answer),
  };
}
