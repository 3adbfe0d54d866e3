/**
 * What the settlement tests share: periods of a merchant's games, orders placed the way the
 * bet placement writes them (order, bets, and the stake wallet → house:bets under
 * `order:<id>:place`), and a draw. Used only by `*.test.ts`.
 */
import { costUnitsOf, defaultOdds, oddsOf, type BetType, type LotteryResult } from '@sorteo/shared';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { credit } from '../ledger/ledger-test-kit.js';
import { committedOrThrow, Ledger, postWithin } from '../ledger/index.js';

let periods = 0;

/** A pending period of the game, its betting window already closed. */
export async function newPeriod(
  db: Db,
  merchantId: number,
  gameCode: string,
): Promise<{ periodId: number; gameId: number; periodNo: string }> {
  const game = await db
    .selectFrom('lottery_game')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  periods += 1;
  const periodNo = `2026${String(1 + (periods % 12)).padStart(2, '0')}15-${String(periods).padStart(4, '0')}`;
  const now = Date.now();
  const row = await db
    .insertInto('lottery_period')
    .values({
      merchant_id: merchantId,
      game_id: game.id,
      period_no: periodNo,
      open_at: new Date(now - 60_000),
      close_at: new Date(now - 10_000),
      draw_at: new Date(now - 1_000),
      seed_hash: randomBytes(32).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { periodId: Number(row.id), gameId: game.id, periodNo };
}

export type Slip = { betType: BetType; pick: string; stake: number }[];

/** One order on the period, as placement writes it; answers the order id. */
export async function placeOrder(
  db: Db,
  order: {
    merchantId: number;
    memberId: number;
    period: { periodId: number; gameId: number };
    currency?: string;
    slip: Slip;
  },
): Promise<number> {
  const currency = order.currency ?? 'USD';
  const total = order.slip.reduce((n, b) => n + b.stake, 0);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('lottery_order')
      .values({
        merchant_id: order.merchantId,
        member_id: order.memberId,
        period_id: order.period.periodId,
        idempotency_key: `o-${randomBytes(6).toString('hex')}`,
        request_hash: 'test',
        total_stake: total,
        currency,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = Number(id);
    await trx
      .insertInto('lottery_bet')
      .values(
        order.slip.map((b) => ({
          order_id: orderId,
          merchant_id: order.merchantId,
          member_id: order.memberId,
          period_id: order.period.periodId,
          game_id: order.period.gameId,
          bet_type: b.betType,
          pick: b.pick,
          stake: b.stake,
          odds: oddsOf(defaultOdds, b.betType, b.pick)!,
          cost_units: costUnitsOf(b.betType),
          currency,
        })),
      )
      .execute();
    const placed = committedOrThrow(
      await postWithin(trx, {
        merchantId: order.merchantId,
        currency,
        key: `order:${orderId}:place`,
        kind: 'bet_place',
        legs: [
          { account: { wallet: order.memberId }, amount: -total },
          { account: { house: 'house:bets' }, amount: total },
        ],
        reference: `order:${orderId}`,
      }),
    );
    await trx
      .updateTable('lottery_order')
      .set({ place_transaction_id: placed.transactionId })
      .where('id', '=', orderId)
      .execute();
    return orderId;
  });
}

/** The period's result is in: status drawn. */
export async function drawPeriod(db: Db, periodId: number, result: LotteryResult): Promise<void> {
  await db
    .updateTable('lottery_period')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: new Date() })
    .where('id', '=', periodId)
    .execute();
}

let deposits = 0;
/** Money in the wallet, as a confirmed deposit (or the trial grant, in DEMO) brings it. */
export async function fund(
  db: Db,
  merchantId: number,
  memberId: number,
  amount: number,
  currency = 'USD',
): Promise<void> {
  deposits += 1;
  committedOrThrow(
    await credit(new Ledger(db), {
      merchantId,
      memberId,
      amount,
      currency,
      key: `test:settle:${memberId}:${deposits}:${randomBytes(4).toString('hex')}`,
    }),
  );
}

export type BetRow = {
  id: number;
  memberId: number;
  betType: BetType;
  pick: string;
  stake: number;
  odds: number;
  costUnits: number;
  currency: string;
  status: string;
  hits: number;
  payout: number;
};

export async function betsOf(db: Db, periodId: number): Promise<BetRow[]> {
  const rows = await db
    .selectFrom('lottery_bet')
    .selectAll()
    .where('period_id', '=', periodId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id,
    betType: r.bet_type as BetType,
    pick: r.pick,
    stake: Number(r.stake),
    odds: r.odds,
    costUnits: r.cost_units,
    currency: r.currency,
    status: r.status,
    hits: r.hits,
    payout: Number(r.payout),
  }));
}

export async function periodRow(db: Db, periodId: number) {
  return db
    .selectFrom('lottery_period')
    .selectAll()
    .where('id', '=', periodId)
    .executeTakeFirstOrThrow();
}
