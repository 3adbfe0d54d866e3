import {
  ErrorCode,
  type BetLine,
  type ChaseStatus,
  type ChaseView,
  type Page,
  type PageQuery,
} from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Job } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/errors.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import { checkOrder, OrderReplayed, placeOrderWithin } from './bets-placement.js';
import { lookUpOrder } from './bets.repo.js';
import {
  advanceChase,
  dueChases,
  endChase,
  findChase,
  pageChases,
  stopWonChases,
  type ChaseRow,
} from './chases.repo.js';

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function toChaseView(row: ChaseRow): ChaseView {
  return {
    chaseId: Number(row.id),
    gameCode: row.game_code,
    lines: json<BetLine[]>(row.lines),
    periodsTotal: row.periods_total,
    periodsPlaced: row.periods_placed,
    stopOnWin: row.stop_on_win,
    status: row.status as ChaseStatus,
    createdAt: new Date(row.created_at).getTime(),
  };
}

export async function myChases(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  query: PageQuery,
): Promise<Page<ChaseView>> {
  const { rows, total } = await pageChases(
    db,
    merchant.id,
    session.memberId,
    query.pageSize,
    pageOffset(query.pageNo, query.pageSize),
  );
  return toPage(rows.map(toChaseView), total, query.pageNo, query.pageSize);
}

/** Stops an active chase of the player; a chase already ended answers as it is. */
export async function stopChase(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  chaseId: number,
): Promise<ChaseView> {
  const chase = await findChase(db, merchant.id, chaseId);
  if (!chase || chase.member_id !== session.memberId) {
    throw new AppError(404, ErrorCode.NotFound, 'Chase not found');
  }
  await endChase(db, chaseId, 'stopped');
  return toChaseView((await findChase(db, merchant.id, chaseId))!);
}

type ChaseTurn = 'placed' | 'skipped' | 'failed_funds';

/**
 * One due chase's turn: place its lines on the period now taking bets, under a savepoint so
 * a refused order leaves the rest of the run intact. A period refused for any reason but
 * money is skipped and not counted; a lack of money ends the chase.
 */
async function chaseTurn(
  trx: Db,
  chase: Awaited<ReturnType<typeof dueChases>>[number],
  currency: string,
  now: Date,
): Promise<ChaseTurn> {
  const chaseId = Number(chase.id);
  const request = {
    gameCode: chase.game_code,
    periodNo: chase.period_no,
    lines: json<BetLine[]>(chase.lines),
    idempotencyKey: `chase:${chaseId}:${chase.period_no}`,
  };
  const bettor = { merchantId: chase.merchant_id, memberId: chase.member_id, currency };
  let outcome: ChaseTurn;
  await sql`savepoint chase_order`.execute(trx);
  try {
    const found = await lookUpOrder(trx, {
      merchantId: chase.merchant_id,
      memberId: chase.member_id,
      ...request,
    });
    if (!found.earlier) {
      const checked = checkOrder(found, request, now);
      const ids = { orderId: found.reservedId, chaseId };
      await placeOrderWithin(trx, bettor, request, checked, ids, now);
    }
    await sql`release savepoint chase_order`.execute(trx);
    outcome = 'placed';
  } catch (error) {
    await sql`rollback to savepoint chase_order`.execute(trx);
    if (error instanceof OrderReplayed) outcome = 'placed';
    else if (!(error instanceof AppError)) throw error;
    else if (error.code === ErrorCode.InsufficientFunds) outcome = 'failed_funds';
    else outcome = 'skipped';
  }
  if (outcome === 'failed_funds') {
    await endChase(trx, chaseId, 'failed_funds');
    return outcome;
  }
  const placed = outcome === 'placed';
  await advanceChase(trx, chaseId, {
    periodId: Number(chase.period_id),
    placed,
    completed: placed && chase.periods_placed + 1 >= chase.periods_total,
  });
  return outcome;
}

/**
 * Orders placed per run: the run is one transaction holding the house account's lock from
 * its first order on, so it stays short; the rest wait for the next second.
 */
const CHASES_PER_RUN = 100;

/** Stops the chases that won, then places every due chase's next order. */
export async function runChases(
  trx: Db,
  now: Date,
): Promise<Record<ChaseTurn | 'stopped_win', number>> {
  const counts = { stopped_win: await stopWonChases(trx), placed: 0, skipped: 0, failed_funds: 0 };
  for (const chase of await dueChases(trx, now, CHASES_PER_RUN)) {
    if (chase.currency === null) continue;
    counts[await chaseTurn(trx, chase, chase.currency, now)] += 1;
  }
  return counts;
}

export const chaseJob: Job = {
  name: 'lottery-bets:chase',
  everyMs: 1_000,
  run: async (trx, now) => {
    const counts = await runChases(trx, now);
    const summary = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ');
    return summary ? `chases: ${summary}` : undefined;
  },
};
