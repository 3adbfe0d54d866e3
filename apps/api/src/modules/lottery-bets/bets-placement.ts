import { hash } from 'node:crypto';
import {
  betTypesOf,
  costUnitsOf,
  ErrorCode,
  isValidPick,
  oddsOf,
  payoutOf,
  type BetLine,
  type LotteryFamily,
  type OddsTable,
  type PlaceBetsRequest,
  type StakeLimit,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import {
  postWithin,
  type Ledger,
  type Posting,
  type PostingResult,
  type SharedItem,
} from '../ledger/index.js';
import type { ExposureChange, GameRef, NewBet, OrderLookUp, PeriodRef } from './bets.repo.js';
import {
  orderRowsOrRefuse,
  writeOrderRows,
  type OrderRows,
  type OrderWritten,
} from './order-write.repo.js';

/** Who bets, and with which money: trial players in DEMO, others in the merchant's currency. */
export type Bettor = { merchantId: number; memberId: number; currency: string };

/** What an order asks for; a chase's later orders ask the same lines on another period. */
export type OrderRequest = Pick<PlaceBetsRequest, 'gameCode' | 'periodNo' | 'lines' | 'chase'> & {
  idempotencyKey: string;
};

/** One pick priced, with the place in the request that asked for it (for errors). */
type PricedBet = NewBet & { line: number; index: number };

export type CheckedOrder = {
  game: GameRef;
  period: PeriodRef;
  bets: PricedBet[];
  totalStake: number;
};

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The hash a replay must match: what was asked, in a fixed shape. */
export function requestHashOf(request: OrderRequest): string {
  const canonical = JSON.stringify({
    gameCode: request.gameCode,
    periodNo: request.periodNo,
    lines: request.lines.map((l) => ({ betType: l.betType, picks: l.picks, stake: l.stake })),
    chase: request.chase
      ? { periods: request.chase.periods, stopOnWin: request.chase.stopOnWin }
      : null,
  });
  return hash('sha256', canonical, 'hex');
}

const epoch = (value: Date | string) => new Date(value).getTime();

/** Whether a period takes bets at `now`: pending, and in [openAt, closeAt). */
export function isTakingBets(
  period: { status: string; open_at: Date | string; close_at: Date | string },
  now: Date,
): boolean {
  const t = now.getTime();
  return period.status === 'pending' && epoch(period.open_at) <= t && t < epoch(period.close_at);
}

export const bettingClosed = () =>
  new AppError(409, ErrorCode.BettingClosed, 'This period no longer takes bets', {
    field: 'periodNo',
  });

function checkLine(
  family: LotteryFamily,
  odds: OddsTable,
  limits: Record<string, StakeLimit>,
  line: BetLine,
  i: number,
): PricedBet[] {
  const limit = limits[line.betType];
  if (!betTypesOf[family].includes(line.betType) || !limit) {
    const field = `lines.${i}.betType`;
    const message = `${line.betType} is not a bet type of this game`;
    throw new AppError(400, ErrorCode.ValidationFailed, message, {
      field,
      issues: [{ field, rule: 'custom', message }],
    });
  }
  const seen = new Set<string>();
  const priced = line.picks.map((pick, j) => {
    const pickOdds = oddsOf(odds, line.betType, pick);
    if (!isValidPick(line.betType, pick) || seen.has(pick) || pickOdds === undefined) {
      const why = seen.has(pick) ? 'is repeated in its line' : `is not a pick of ${line.betType}`;
      throw new AppError(400, ErrorCode.InvalidPick, `${pick} ${why}`, {
        field: `lines.${i}.picks.${j}`,
      });
    }
    seen.add(pick);
    return {
      betType: line.betType,
      pick,
      stake: line.stake,
      odds: pickOdds,
      costUnits: costUnitsOf(line.betType),
      line: i,
      index: j,
    };
  });
  if (line.stake < limit.min) {
    throw new AppError(400, ErrorCode.AmountBelowMinimum, `The minimum is ${limit.min}`, {
      field: `lines.${i}.stake`,
      min: limit.min,
    });
  }
  if (line.stake > limit.max) {
    throw new AppError(400, ErrorCode.AmountAboveMaximum, `The maximum is ${limit.max}`, {
      field: `lines.${i}.stake`,
      max: limit.max,
    });
  }
  return priced;
}

/**
 * The checks an order passes before anything is written, in the order the player would fix
 * them: the game, its period, the period's window, then each line's bet type, picks and stake.
 */
export function checkOrder(
  { game, period }: Pick<OrderLookUp, 'game' | 'period'>,
  request: OrderRequest,
  now: Date,
): CheckedOrder {
  if (!game || !game.enabled) {
    throw new AppError(404, ErrorCode.LotteryGameNotFound, 'No such game', { field: 'gameCode' });
  }
  if (!period) {
    throw new AppError(404, ErrorCode.PeriodNotFound, 'No such period', { field: 'periodNo' });
  }
  if (!isTakingBets(period, now)) throw bettingClosed();

  const family = game.family as LotteryFamily;
  const odds = json<OddsTable>(game.odds);
  const limits = json<Record<string, StakeLimit>>(game.limits);
  const bets = request.lines.flatMap((line, i) => checkLine(family, odds, limits, line, i));
  const totalStake = bets.reduce((sum, b) => sum + b.stake, 0);
  if (!Number.isSafeInteger(totalStake)) {
    const message = 'The order is too large';
    throw new AppError(400, ErrorCode.ValidationFailed, message, {
      field: 'lines',
      issues: [{ field: 'lines', rule: 'custom', message }],
    });
  }
  return { game, period, bets, totalStake };
}

/**
 * What each pick may pay in the period if it hits once, summed over the order: the exposure
 * the cap bounds. Lô counts one occurrence; a number that ends several prizes pays more, a
 * risk the cap's margin covers (docs/lottery.md "Bets").
 */
function exposureOf(bets: readonly PricedBet[]) {
  const byPick = new Map<string, ExposureChange & { line: number; index: number }>();
  for (const b of bets) {
    const key = `${b.betType}\u0000${b.pick}`;
    const payout = payoutOf(b.stake, b.odds, b.costUnits, 1);
    const seen = byPick.get(key);
    if (seen) seen.payout += payout;
    else
      byPick.set(key, { betType: b.betType, pick: b.pick, payout, line: b.line, index: b.index });
  }
  return byPick;
}

/**
 * Thrown when another request with the same key committed first, so the caller rolls back
 * whatever it wrote and answers that order instead.
 */
export class OrderReplayed extends Error {
  override name = 'OrderReplayed';
}

/**
 * Thrown when the game was changed (odds, limits, cap) or disabled after the order was priced:
 * nothing stands, and the caller prices it again on the game as it is now.
 */
export class GameChanged extends Error {
  override name = 'GameChanged';
}

const insufficientFunds = () =>
  new AppError(409, ErrorCode.InsufficientFunds, 'Not enough money in the wallet', {
    field: 'lines',
  });

/** The stake's movement wallet → house:bets, keyed by the order. */
function placementPosting(bettor: Bettor, orderId: number, checked: CheckedOrder): Posting {
  return {
    merchantId: bettor.merchantId,
    currency: bettor.currency,
    key: `order:${orderId}:place`,
    kind: 'bet_place',
    legs: [
      { account: { wallet: bettor.memberId }, amount: -checked.totalStake },
      { account: { house: 'house:bets' }, amount: checked.totalStake },
    ],
    memo: `${checked.game.game_code} ${checked.period.period_no}`,
    reference: `order:${orderId}`,
  };
}

type OrderIds = { orderId: number; transactionId: number; chaseId: number | null };

/** An order whose stake was just taken, to be written with its rows. */
type OrderToWrite = {
  bettor: Bettor;
  request: OrderRequest;
  checked: CheckedOrder;
  ids: OrderIds;
  now: Date;
};

function rowsOf({ bettor, request, checked, ids, now }: OrderToWrite): OrderRows {
  return {
    orderId: ids.orderId,
    merchantId: bettor.merchantId,
    memberId: bettor.memberId,
    gameId: checked.game.id,
    gameVersion: checked.game.version,
    periodId: Number(checked.period.id),
    now,
    idempotencyKey: request.idempotencyKey,
    requestHash: requestHashOf(request),
    totalStake: checked.totalStake,
    currency: bettor.currency,
    placeTransactionId: ids.transactionId,
    chaseId: ids.chaseId,
    startChase:
      request.chase && ids.chaseId === null
        ? {
            lines: JSON.stringify(request.lines),
            periodsTotal: 1 + request.chase.periods,
            stopOnWin: request.chase.stopOnWin,
          }
        : null,
    bets: checked.bets,
    exposureCap: toMinor(checked.game.exposure_cap),
    exposure: [...exposureOf(checked.bets).values()].sort((a, b) =>
      a.betType === b.betType ? (a.pick < b.pick ? -1 : 1) : a.betType < b.betType ? -1 : 1,
    ),
  };
}

/** The refusal of an order once its rows are written, if any: the caller rolls back. */
function refusalOf(order: OrderToWrite, written: OrderWritten): Error | null {
  if (!written.gameCurrent) return new GameChanged();
  if (!written.periodOpen) return bettingClosed();
  if (!written.ordered) return new OrderReplayed();
  const cap = toMinor(order.checked.game.exposure_cap);
  const wanted = exposureOf(order.checked.bets);
  for (const total of written.exposure) {
    if (total.payout <= cap) continue;
    const at = wanted.get(`${total.betType}\u0000${total.pick}`)!;
    const message = `${total.pick} is sold out for this period`;
    return new AppError(409, ErrorCode.ExposureCapReached, message, {
      field: `lines.${at.line}.picks.${at.index}`,
    });
  }
  return null;
}

/**
 * Writes the rows of orders whose stakes were just taken, in the same transaction and one
 * statement (order-write.repo.ts). Any refusal throws, so the rollback takes the postings
 * back too: a game changed since it priced the order (GameChanged), a period closed
 * meanwhile, a pick over the cap, or (OrderReplayed) another request with the same key
 * committed first. With several orders the first refusal is thrown; the ledger then writes
 * each order alone, so each gets its own answer. Exposure totals count every order of the
 * statement, and stakes only add, so orders that pass together would each pass alone.
 */
async function writeOrders(trx: Db, orders: readonly OrderToWrite[]): Promise<Written[]> {
  const written = await writeOrderRows(trx, orders.map(rowsOf));
  for (const [i, order] of orders.entries()) {
    const refusal = refusalOf(order, written[i]!);
    if (refusal) throw refusal;
  }
  return written.map(toWritten);
}

type Written = { chaseId: number | null; betIds: number[]; placedAt: Date };

export type Placed = Written & {
  orderId: number;
  posting: Extract<PostingResult, { status: 'committed' }>;
};

/** An order in a ledger batch: what to write once its stake is taken, and where to answer. */
type BatchedOrder = Omit<OrderToWrite, 'ids'> & { orderId: number; written?: Written };

/**
 * The orders of one ledger batch, written together after their stakes. A stake that failed
 * for lack of money undoes the batch, so the ledger writes its postings one at a time and
 * that order alone is refused, leaving no failed ledger key behind.
 */
async function writeBatchedOrders(trx: Db, items: SharedItem<BatchedOrder>[]): Promise<void> {
  const written = await writeOrders(trx, items.map(toWrite));
  items.forEach(({ item }, i) => (item.written = written[i]));
}

function toWrite({ item, result }: SharedItem<BatchedOrder>): OrderToWrite {
  if (result.status === 'failed') throw insufficientFunds();
  const ids = { orderId: item.orderId, transactionId: result.transactionId, chaseId: null };
  return { ...item, ids };
}

/**
 * The same rows for the ledger's guarded write, in its transaction and round trip: one
 * statement that undoes itself, money and all, on any refusal (SQL checks the game, the
 * period, the key and every pick's cap). The ledger then writes the batch the way above,
 * which says which refusal it was.
 */
function batchedOrdersOrRefuse(items: SharedItem<BatchedOrder>[]) {
  const statement = orderRowsOrRefuse(items.map(toWrite).map(rowsOf));
  return async (trx: Db) => {
    const written = await statement.execute(trx);
    return () => items.forEach(({ item }, i) => (item.written = toWritten(written[i]!)));
  };
}

const toWritten = (w: OrderWritten): Written => ({
  chaseId: w.chaseId,
  betIds: w.betIds,
  placedAt: w.placedAt,
});

/**
 * Places a checked order through the ledger's group commit: the stake's posting and the
 * order's rows commit together, in one batch with the other postings arriving meanwhile, and
 * the rows of every order of the batch go in one statement. A refusal undoes the order and
 * its posting alike.
 */
export async function placeOrder(
  ledger: Ledger,
  bettor: Bettor,
  request: OrderRequest,
  checked: CheckedOrder,
  orderId: number,
  now: Date,
): Promise<Placed> {
  const item: BatchedOrder = { bettor, request, checked, orderId, now };
  const posting = await ledger.post(placementPosting(bettor, orderId, checked), {
    shared: { run: writeBatchedOrders, item, oneStatement: batchedOrdersOrRefuse },
  });
  if (posting.status === 'failed' || !item.written) throw insufficientFunds();
  return { orderId, posting, ...item.written };
}

/** The same inside the caller's transaction (a chase's next order, in the job's turn). */
export async function placeOrderWithin(
  trx: Db,
  bettor: Bettor,
  request: OrderRequest,
  checked: CheckedOrder,
  ids: { orderId: number; chaseId: number },
  now: Date,
): Promise<void> {
  const { orderId, chaseId } = ids;
  const posting = await postWithin(trx, placementPosting(bettor, orderId, checked));
  if (posting.status === 'failed') throw insufficientFunds();
  const orderIds = { orderId, transactionId: posting.transactionId, chaseId };
  await writeOrders(trx, [{ bettor, request, checked, ids: orderIds, now }]);
}
