import {
  ErrorCode,
  hitsOf,
  lotteryResultSchema,
  type BetType,
  type PeriodSettlement,
  type PeriodStatus,
} from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { recordChange, type Actor } from '../audit/index.js';
import {
  announceCommitted,
  postBulkWithin,
  type BulkResult,
  type Posting,
} from '../ledger/index.js';
import {
  drawnPeriodIds,
  findGameId,
  findPeriodId,
  lockPeriod,
  markSettled,
  markVoid,
  openPicks,
  settleOpenBets,
  voidOpenBets,
  type LockedPeriod,
  type MemberTotal,
} from './settlement.repo.js';

/** Runs `work` in the caller's transaction, or in a new one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

const byCurrency = (totals: MemberTotal[]) => {
  const map = new Map<string, MemberTotal[]>();
  for (const t of totals) {
    const list = map.get(t.currency);
    if (list) list.push(t);
    else map.set(t.currency, [t]);
  }
  return map;
};

function answer(
  period: LockedPeriod,
  status: PeriodStatus,
  changed: boolean,
  totals: MemberTotal[],
): PeriodSettlement {
  return {
    gameCode: period.gameCode,
    periodNo: period.periodNo,
    status,
    changed,
    bets: totals.reduce((n, t) => n + t.bets, 0),
    members: new Set(totals.map((t) => t.memberId)).size,
    totals: [...byCurrency(totals)].map(([currency, list]) => ({
      currency,
      stakes: list.reduce((n, t) => n + t.stakes, 0),
      paid: list.reduce((n, t) => n + t.paid, 0),
    })),
  };
}

/** Tells the realtime outbox that wallets changed, once the money has committed. */
function announce(merchantId: number, results: BulkResult[]): void {
  const last = results.flatMap((r) => (r.lastTransactionId === null ? [] : [r]));
  if (last.length === 0) return;
  announceCommitted({
    merchantId,
    transactionId: Math.max(...last.map((r) => r.lastTransactionId!)),
    wallets: last.flatMap((r) => r.wallets),
  });
}

/**
 * The ledger transactions of a settled period, per currency (docs/decisions/0008): every
 * settled stake moves house:bets → house:payouts in one transaction, and each winner's
 * payouts move house:payouts → wallet in one transaction per member.
 */
export function settlementPostings(
  period: Pick<LockedPeriod, 'id' | 'merchantId'>,
  currency: string,
  totals: MemberTotal[],
): Posting[] {
  const common = {
    merchantId: period.merchantId,
    currency,
    kind: 'bet_settle' as const,
    reference: `period:${period.id}`,
  };
  const stakes = totals.reduce((n, t) => n + t.stakes, 0);
  const postings: Posting[] = [];
  if (stakes > 0) {
    postings.push({
      ...common,
      key: `period:${period.id}:stakes:${currency}`,
      legs: [
        { account: { house: 'house:bets' }, amount: -stakes },
        { account: { house: 'house:payouts' }, amount: stakes },
      ],
    });
  }
  for (const t of totals) {
    if (t.paid <= 0) continue;
    postings.push({
      ...common,
      key: `period:${period.id}:win:${t.memberId}`,
      legs: [
        { account: { house: 'house:payouts' }, amount: -t.paid },
        { account: { wallet: t.memberId }, amount: t.paid },
      ],
    });
  }
  return postings;
}

/** The stakes of a voided period back to each member, one transaction per member. */
export function voidPostings(
  period: Pick<LockedPeriod, 'id' | 'merchantId'>,
  currency: string,
  totals: MemberTotal[],
): Posting[] {
  return totals.map((t) => ({
    merchantId: period.merchantId,
    currency,
    key: `period:${period.id}:void:${t.memberId}`,
    kind: 'bet_void' as const,
    reference: `period:${period.id}`,
    legs: [
      { account: { house: 'house:bets' }, amount: -t.paid },
      { account: { wallet: t.memberId }, amount: t.paid },
    ],
  }));
}

/**
 * Settles a drawn period, set-based, in one transaction: locks the period; anything but
 * `drawn` answers "not changed" (a second run, or a run racing another process, pays
 * nothing). Hits are computed once per distinct (bet type, pick) with the shared win
 * rules, one statement settles every open bet, and the money moves through bulk ledger
 * postings in the same transaction, which then marks the period settled.
 */
export async function settlePeriod(db: Db, periodId: number): Promise<PeriodSettlement | null> {
  let money: { merchantId: number; results: BulkResult[] } | null = null;
  const answered = await inTransaction(db, async (trx) => {
    const period = await lockPeriod(trx, periodId);
    if (!period) return null;
    if (period.status !== 'drawn') {
      return answer(period, period.status as PeriodStatus, false, []);
    }
    const result = lotteryResultSchema.parse(period.result);
    if (result.family !== period.family)
      throw new Error(`a ${result.family} result on ${period.family}`);
    const picks = await openPicks(trx, period.id);
    const hits = picks.map(({ betType, pick }) => ({
      betType,
      pick,
      hits: hitsOf(betType as BetType, pick, result),
    }));
    const totals = hits.length ? await settleOpenBets(trx, period.id, hits) : [];
    const results: BulkResult[] = [];
    for (const [currency, list] of byCurrency(totals)) {
      results.push(await postBulkWithin(trx, settlementPostings(period, currency, list)));
    }
    await markSettled(trx, period.id);
    money = { merchantId: period.merchantId, results };
    return answer(period, 'settled', true, totals);
  });
  const done = money as { merchantId: number; results: BulkResult[] } | null;
  if (done && !db.isTransaction) announce(done.merchantId, done.results);
  return answered;
}

/** The period of a game by code and number, or the 404 naming the field at fault. */
async function periodIdOf(
  db: Db,
  merchantId: number,
  gameCode: string,
  periodNo: string,
): Promise<number> {
  const gameId = await findGameId(db, merchantId, gameCode);
  if (gameId === undefined) {
    throw new AppError(404, ErrorCode.LotteryGameNotFound, 'No such game', { field: 'gameCode' });
  }
  const periodId = await findPeriodId(db, gameId, periodNo);
  if (periodId === undefined) {
    throw new AppError(404, ErrorCode.PeriodNotFound, 'No such period', { field: 'periodNo' });
  }
  return periodId;
}

/**
 * Voids a period that has not been settled: every open bet is void and its stake returned
 * (one transaction per member), the period is `void` with the reason, and the audit row
 * commits with the money. A settled or already void period is `409 PERIOD_STATE_CONFLICT`.
 */
export async function voidPeriod(
  db: Db,
  actor: Actor,
  target: { gameCode: string; periodNo: string },
  reason: string,
): Promise<PeriodSettlement> {
  const periodId = await periodIdOf(db, actor.merchantId, target.gameCode, target.periodNo);
  const results: BulkResult[] = [];
  const answered = await db.transaction().execute(async (trx) => {
    const period = await lockPeriod(trx, periodId);
    if (!period) throw new AppError(404, ErrorCode.PeriodNotFound, 'No such period');
    if (period.status !== 'pending' && period.status !== 'drawn') {
      throw new AppError(
        409,
        ErrorCode.PeriodStateConflict,
        `The period is ${period.status} and can no longer be voided`,
        { field: 'periodNo', status: period.status },
      );
    }
    const totals = await voidOpenBets(trx, period.id);
    for (const [currency, list] of byCurrency(totals)) {
      results.push(await postBulkWithin(trx, voidPostings(period, currency, list)));
    }
    await markVoid(trx, period.id, reason);
    const view = answer(period, 'void', true, totals);
    await recordChange(trx, actor, {
      action: 'lottery.period_void',
      targetType: 'lottery_period',
      targetId: period.id,
      before: { status: period.status },
      after: {
        status: 'void',
        reason,
        gameCode: view.gameCode,
        periodNo: view.periodNo,
        bets: view.bets,
        totals: view.totals,
      },
    });
    return view;
  });
  announce(actor.merchantId, results);
  return answered;
}

/** An operator's "settle now" of one period: the same idempotent run the job makes. */
export async function settlePeriodByNumber(
  db: Db,
  merchantId: number,
  target: { gameCode: string; periodNo: string },
): Promise<PeriodSettlement> {
  const periodId = await periodIdOf(db, merchantId, target.gameCode, target.periodNo);
  const answered = await settlePeriod(db, periodId);
  if (!answered) throw new AppError(404, ErrorCode.PeriodNotFound, 'No such period');
  if (answered.status === 'pending') {
    throw new AppError(409, ErrorCode.PeriodStateConflict, 'The period has not been drawn yet', {
      field: 'periodNo',
      status: answered.status,
    });
  }
  return answered;
}

/** The periods a job turn settles at most, so one turn stays short. */
export const SETTLE_BATCH = 20;

/**
 * Settles the drawn periods, each under a savepoint of the job's transaction: a period that
 * cannot be settled (a result it cannot read) is rolled back alone and the others settle.
 */
export async function settleDrawnPeriods(
  trx: Db,
): Promise<{ settled: number; failed: { periodId: number; error: unknown }[] }> {
  const failed: { periodId: number; error: unknown }[] = [];
  let settled = 0;
  for (const periodId of await drawnPeriodIds(trx, SETTLE_BATCH)) {
    await savepoint(trx, 'begin');
    try {
      const answered = await settlePeriod(trx, periodId);
      await savepoint(trx, 'release');
      if (answered?.changed) settled += 1;
    } catch (error) {
      await savepoint(trx, 'rollback');
      failed.push({ periodId, error });
    }
  }
  return { settled, failed };
}

async function savepoint(trx: Db, step: 'begin' | 'release' | 'rollback'): Promise<void> {
  const statement = {
    begin: sql`savepoint lottery_settle`,
    release: sql`release savepoint lottery_settle`,
    rollback: sql`rollback to savepoint lottery_settle`,
  }[step];
  await statement.execute(trx);
}
