import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type OrderRows = {
  orderId: number;
  merchantId: number;
  memberId: number;
  gameId: number;
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
};

export type OrderWritten = {
  /** False: the period no longer takes bets, and nothing was written. */
  periodOpen: boolean;
  /** False: another order holds the idempotency key, and nothing else was written. */
  ordered: boolean;
  chaseId: number | null;
  /** The new exposure totals of the order's picks. */
  exposure: { betType: string; pick: string; payout: number }[];
  /** The bets' ids, in the order of `bets`. */
  betIds: number[];
  placedAt: Date;
};

/**
 * An order's rows in one statement (it runs inside a ledger batch, where every round trip
 * holds the house account's lock): the period, key-share-locked, must still take bets, so a
 * settlement or void (which lock it for update) waits; then the chase it starts, the order
 * under its reserved id, its bets, and the exposure upserts, which lock each pick's row until
 * commit and answer the new totals.
 */
export async function writeOrderRows(db: Db, o: OrderRows): Promise<OrderWritten> {
  const chase = o.startChase;
  const { rows } = await sql<{
    period_open: boolean;
    ordered: boolean;
    chase_id: string | number | null;
    exposure: { bet_type: string; pick: string; payout: string | number }[] | string | null;
    bet_ids: (string | number)[] | null;
    placed_at: Date | string;
  }>`
    with period as (
      select id from lottery_period
      where id = ${o.periodId} and status = 'pending'
        and open_at <= ${o.now} and close_at > ${o.now}
      for key share
    ),
    chase as (
      insert into lottery_chase (merchant_id, member_id, game_id, lines, periods_total,
        periods_placed, stop_on_win, last_period_id)
      select ${o.merchantId}, ${o.memberId}, ${o.gameId}, ${chase?.lines ?? null}::jsonb,
        ${chase?.periodsTotal ?? 1}, 1, ${chase?.stopOnWin ?? false}, period.id
      from period where ${chase !== null}
      returning id
    ),
    ord as (
      insert into lottery_order (id, merchant_id, member_id, period_id, chase_id,
        idempotency_key, request_hash, total_stake, currency, place_transaction_id)
      overriding system value
      select ${o.orderId}, ${o.merchantId}, ${o.memberId}, period.id,
        coalesce((select id from chase), ${o.chaseId}::bigint), ${o.idempotencyKey},
        ${o.requestHash}, ${o.totalStake}, ${o.currency}, ${o.placeTransactionId}
      from period
      on conflict (merchant_id, member_id, idempotency_key) do nothing
      returning id, chase_id
    ),
    bets as (
      insert into lottery_bet (order_id, merchant_id, member_id, period_id, game_id, bet_type,
        pick, stake, odds, cost_units, currency)
      select ord.id, ${o.merchantId}, ${o.memberId}, ${o.periodId}, ${o.gameId}, b.bet_type,
        b.pick, b.stake, b.odds, b.cost_units, ${o.currency}
      from ord, unnest(${o.bets.map((b) => b.betType)}::text[],
        ${o.bets.map((b) => b.pick)}::text[], ${o.bets.map((b) => b.stake)}::bigint[],
        ${o.bets.map((b) => b.odds)}::int[], ${o.bets.map((b) => b.costUnits)}::int[])
        with ordinality as b(bet_type, pick, stake, odds, cost_units, n)
      order by b.n
      returning id
    ),
    exposure as (
      insert into lottery_exposure (period_id, bet_type, pick, payout)
      select ${o.periodId}, e.bet_type, e.pick, e.payout
      from ord, unnest(${o.exposure.map((e) => e.betType)}::text[],
        ${o.exposure.map((e) => e.pick)}::text[], ${o.exposure.map((e) => e.payout)}::bigint[])
        with ordinality as e(bet_type, pick, payout, n)
      order by e.n
      on conflict (period_id, bet_type, pick)
        do update set payout = lottery_exposure.payout + excluded.payout
      returning bet_type, pick, payout
    )
    select exists (select 1 from period) as period_open,
      exists (select 1 from ord) as ordered,
      (select chase_id from ord) as chase_id,
      (select json_agg(json_build_object('bet_type', bet_type, 'pick', pick, 'payout', payout))
        from exposure) as exposure,
      (select array_agg(id order by id) from bets) as bet_ids,
      now() as placed_at`.execute(db);
  const row = rows[0]!;
  const exposure = typeof row.exposure === 'string' ? JSON.parse(row.exposure) : row.exposure;
  return {
    periodOpen: row.period_open,
    ordered: row.ordered,
    chaseId: row.chase_id === null ? null : Number(row.chase_id),
    betIds: (row.bet_ids ?? []).map(Number),
    placedAt: new Date(row.placed_at),
    exposure: (
      (exposure ?? []) as { bet_type: string; pick: string; payout: string | number }[]
    ).map((e) => ({ betType: e.bet_type, pick: e.pick, payout: Number(e.payout) })),
  };
}
