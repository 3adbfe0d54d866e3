import {
  ErrorCode,
  payoutOf,
  type BetType,
  type LotteryFamily,
  type BetDetail,
  type CancelBetResult,
  type MyBetsPage,
  type MyBetsQuery,
  type PlaceBetsRequest,
  type PlaceBetsResult,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { announceCommitted, postWithin, walletBalance, type Ledger } from '../ledger/index.js';
import { toPeriodView } from '../lottery/index.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import { resolveDayRange, walletCurrency } from '../wallet/index.js';
import { isCancellable, toBetView } from './bet-views.js';
import {
  checkOrder,
  GameChanged,
  OrderReplayed,
  requestHashOf,
  placeOrder,
  type Bettor,
  type CheckedOrder,
  type OrderRequest,
} from './bets-placement.js';
import type { Placement, PlacementGiveWayReason } from './placement.js';
import {
  findBetViews,
  findOrderByKey,
  findPeriodOfBet,
  lockBet,
  markBetCancelled,
  pageBets,
  reduceExposure,
  summarizeBets,
  walletBalanceAfter,
  type OrderKey,
  type LotteryOrderRow,
} from './bets.repo.js';

export const bettorOf = (merchant: Merchant, session: MemberSession): Bettor => ({
  merchantId: merchant.id,
  memberId: session.memberId,
  currency: walletCurrency(merchant, session),
});

/** The answer of an order already written, as its first request got it. */
export async function orderResult(
  db: Db,
  bettor: Bettor,
  order: LotteryOrderRow,
  request: OrderRequest,
  now: Date,
): Promise<PlaceBetsResult> {
  if (order.request_hash !== requestHashOf(request)) {
    throw new AppError(
      409,
      ErrorCode.IdempotencyConflict,
      'This idempotency key was used for another order',
      { field: 'idempotencyKey' },
    );
  }
  const orderId = Number(order.id);
  const rows = await findBetViews(db, bettor.merchantId, { orderId });
  const balance =
    order.place_transaction_id === null
      ? null
      : await walletBalanceAfter(db, Number(order.place_transaction_id), bettor.memberId);
  return {
    orderId,
    periodNo: request.periodNo,
    bets: rows.map((row) => toBetView(row, now)),
    totalStake: toMinor(order.total_stake),
    currency: order.currency,
    balance: balance ?? 0,
    chaseId: order.chase_id === null ? null : Number(order.chase_id),
    replayed: true,
  };
}

/**
 * Why an order priced on remembered data goes the usual way after all, or null for an error
 * that is the answer (a failure of the database, say).
 */
function giveWayReason(error: unknown): PlacementGiveWayReason | null {
  if (error instanceof GameChanged) return 'game-changed';
  if (error instanceof OrderReplayed) return 'order-replayed';
  if (error instanceof AppError && error.statusCode < 500) return 'refused';
  return null;
}

/** How often an order is priced again when its game changes under it each time. */
const PRICINGS = 3;

/**
 * Places one order on one period (and starts its chase): checks everything first, then
 * writes the order, its bets, the exposure and the stake's ledger posting in one transaction.
 * The same idempotency key answers the first order with `replayed: true`.
 *
 * An order on a game and period that orders looked up recently is priced on them without a
 * look-up, under an order id taken ahead, and its statement checks that both still hold
 * (placement-memory.ts). Any refusal on that way (a changed game, a closed period, a key used
 * before, a lack of money, a bad pick) sends the order the usual way, whose look-up decides
 * the answer, so the player never gets an answer built on remembered data.
 */
export async function placeBets(
  placement: Placement,
  merchant: Merchant,
  session: MemberSession,
  input: PlaceBetsRequest,
  now = new Date(),
): Promise<PlaceBetsResult> {
  const bettor = bettorOf(merchant, session);
  const key: OrderKey = {
    merchantId: merchant.id,
    memberId: session.memberId,
    gameCode: input.gameCode,
    periodNo: input.periodNo,
    idempotencyKey: input.idempotencyKey,
  };
  const { ledger, memory, nextOrderId } = placement;
  const known = memory.recall(key, now);
  if (known) {
    try {
      const checked = checkOrder(known, input, now);
      return await placeChecked(ledger, bettor, input, checked, await nextOrderId(), now);
    } catch (error) {
      const reason = giveWayReason(error);
      if (!reason) throw error;
      placement.gaveWay(key, reason);
    }
  }
  return placeLookedUp(placement, bettor, key, input, now);
}

/** The usual way: the look-up first, then the order priced on what it read. */
async function placeLookedUp(
  placement: Placement,
  bettor: Bettor,
  key: OrderKey,
  input: PlaceBetsRequest,
  now: Date,
): Promise<PlaceBetsResult> {
  const { db, ledger, memory } = placement;
  for (let pricing = 1; ; pricing++) {
    const found = await placement.lookUp(key);
    memory.remember(key, found, now);
    if (found.earlier) return orderResult(db, bettor, found.earlier, input, now);
    const checked = checkOrder(found, input, now);
    try {
      return await placeChecked(ledger, bettor, input, checked, found.reservedId, now);
    } catch (error) {
      if (error instanceof OrderReplayed) {
        const first = await findOrderByKey(db, key.merchantId, key.memberId, key.idempotencyKey);
        return orderResult(db, bettor, first!, input, now);
      }
      if (!(error instanceof GameChanged)) throw error;
      if (pricing === PRICINGS) throw gameKeptChanging();
    }
  }
}

const gameKeptChanging = () =>
  new AppError(409, ErrorCode.Conflict, 'The game was changed while the order was placed', {
    field: 'gameCode',
  });

/** Writes a checked order under `orderId` and answers it as placed. */
async function placeChecked(
  ledger: Ledger,
  bettor: Bettor,
  input: PlaceBetsRequest,
  checked: CheckedOrder,
  orderId: number,
  now: Date,
): Promise<PlaceBetsResult> {
  const placed = await placeOrder(ledger, bettor, input, checked, orderId, now);
  const { game, period } = checked;
  const cancellable = isCancellable(
    { status: 'open', period_status: period.status, close_at: period.close_at },
    now,
  );
  return {
    orderId: placed.orderId,
    periodNo: period.period_no,
    bets: checked.bets.map((bet, i) => ({
      betId: placed.betIds[i]!,
      orderId: placed.orderId,
      gameCode: game.game_code,
      gameName: game.name,
      family: game.family as LotteryFamily,
      periodNo: period.period_no,
      betType: bet.betType as BetType,
      pick: bet.pick,
      stake: bet.stake,
      odds: bet.odds,
      currency: bettor.currency,
      status: 'open',
      hits: 0,
      payout: 0,
      chaseId: placed.chaseId,
      placedAt: placed.placedAt.getTime(),
      settledAt: null,
      cancellable,
    })),
    totalStake: checked.totalStake,
    currency: bettor.currency,
    balance: placed.posting.wallets.find((w) => w.memberId === bettor.memberId)?.balance ?? 0,
    chaseId: placed.chaseId,
    replayed: false,
  };
}

const betNotFound = () => new AppError(404, ErrorCode.NotFound, 'Bet not found');

async function ownBetView(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  betId: number,
  now: Date,
) {
  const [row] = await findBetViews(db, merchant.id, { betId });
  if (!row || row.member_id !== session.memberId) throw betNotFound();
  return { row, view: toBetView(row, now) };
}

/**
 * Cancels an open bet of the player before its period closes: the stake goes back to the
 * wallet and the pick's exposure goes down, in one transaction. A second cancel answers the
 * same bet without a second refund.
 */
export async function cancelBet(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  betId: number,
  now = new Date(),
): Promise<CancelBetResult> {
  const outcome = await db.transaction().execute(async (trx) => {
    const bet = await lockBet(trx, merchant.id, betId);
    if (!bet || bet.member_id !== session.memberId) throw betNotFound();
    if (bet.status === 'cancelled') return { replayed: true as const };
    if (!isCancellable(bet, now)) {
      throw new AppError(409, ErrorCode.BetNotCancellable, 'This bet can no longer be cancelled');
    }
    const stake = toMinor(bet.stake);
    await reduceExposure(trx, Number(bet.period_id), {
      betType: bet.bet_type,
      pick: bet.pick,
      payout: payoutOf(stake, bet.odds, bet.cost_units, 1),
    });
    const refund = await postWithin(trx, {
      merchantId: merchant.id,
      currency: bet.currency,
      key: `bet:${betId}:cancel`,
      kind: 'bet_void',
      legs: [
        { account: { house: 'house:bets' }, amount: -stake },
        { account: { wallet: session.memberId }, amount: stake },
      ],
      memo: `cancel ${bet.bet_type} ${bet.pick}`,
      reference: `order:${Number(bet.order_id)}`,
    });
    // house:bets may go negative and the wallet only grows: a refund cannot fail for money.
    if (refund.status !== 'committed') throw new Error('refund refused');
    await markBetCancelled(trx, betId, now);
    return { replayed: false as const, refund, currency: bet.currency };
  });

  if (!outcome.replayed) {
    announceCommitted({
      merchantId: merchant.id,
      transactionId: outcome.refund.transactionId,
      wallets: outcome.refund.wallets,
    });
  }
  const { view } = await ownBetView(db, merchant, session, betId, now);
  const balance = outcome.replayed
    ? await walletBalance(db, merchant.id, session.memberId, view.currency)
    : (outcome.refund.wallets.find((w) => w.memberId === session.memberId)?.balance ?? 0);
  return { bet: view, balance, replayed: outcome.replayed };
}

/** The betting record: the player's bets placed in the range (merchant's days), newest first. */
export async function myBets(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  query: MyBetsQuery,
  now = new Date(),
): Promise<MyBetsPage> {
  const range = resolveDayRange(query, merchant.time_zone, now);
  const filter = {
    merchantId: merchant.id,
    memberId: session.memberId,
    range,
    timeZone: merchant.time_zone,
    gameCode: query.gameCode,
    status: query.status,
  };
  const [rows, summary] = await Promise.all([
    pageBets(db, filter, query.pageSize, pageOffset(query.pageNo, query.pageSize)),
    summarizeBets(db, filter),
  ]);
  return {
    ...toPage(
      rows.map((row) => toBetView(row, now)),
      Number(summary.count),
      query.pageNo,
      query.pageSize,
    ),
    totals: { stake: toMinor(summary.stake), payout: toMinor(summary.payout) },
  };
}

/** One of the player's bets with its period (result and seed once public). */
export async function oneBet(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  betId: number,
  now = new Date(),
): Promise<BetDetail> {
  const { view } = await ownBetView(db, merchant, session, betId, now);
  const period = await findPeriodOfBet(db, betId);
  return { ...view, period: toPeriodView(period, view.gameCode) };
}
