import {
  ErrorCode,
  isVnPrizeList,
  type LotteryFamily,
  type LotteryPeriod,
  type LotteryResult,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { recordChange, type Actor } from '../audit/index.js';
import { findGame, findPeriod, toPeriodView } from '../lottery/index.js';
import type { JobLog } from '../../jobs/job-runner.js';
import { dueRealWorldPeriods, findPeriodById, markDrawn } from './periods.repo.js';
import type { ResultsSource } from './results-source.js';

const conflict = (message: string, field: string, status?: string) =>
  new AppError(409, ErrorCode.PeriodStateConflict, message, {
    field,
    ...(status ? { status } : {}),
  });

/**
 * An operator enters the official result of a real-world draw (docs/lottery.md "Periods"):
 * only for a real-world game, only once the period has closed, only while it is pending.
 * The result, the period's new state and the audit row commit together.
 */
export async function enterPeriodResult(
  db: Db,
  actor: Actor,
  gameCode: string,
  periodNo: string,
  result: LotteryResult,
  now = new Date(),
): Promise<LotteryPeriod> {
  const game = await findGame(db, actor.merchantId, gameCode);
  if (!game) {
    throw new AppError(404, ErrorCode.LotteryGameNotFound, `No game ${gameCode}`, {
      field: 'gameCode',
    });
  }
  if (!game.real_world) {
    throw conflict(`${gameCode} draws its own results; they cannot be entered`, 'gameCode');
  }
  if (result.family !== (game.family as LotteryFamily)) {
    throw new AppError(400, ErrorCode.ValidationFailed, `result.family: must be ${game.family}`, {
      field: 'result.family',
    });
  }
  if (result.family === 'VN' && !isVnPrizeList(result.prizes)) {
    throw new AppError(
      400,
      ErrorCode.ValidationFailed,
      'result.prizes: 27 numbers in tier order (5,5,5×2,5×6,4×4,4×6,3×3,2×4 digits)',
      { field: 'result.prizes' },
    );
  }
  return db.transaction().execute(async (trx) => {
    const period = await findPeriod(trx, game.id, periodNo);
    if (!period) {
      throw new AppError(404, ErrorCode.PeriodNotFound, `No period ${periodNo} of ${gameCode}`, {
        field: 'periodNo',
      });
    }
    const changed = await markDrawn(trx, [{ id: period.id, result }], now, 'closed');
    if (changed.length === 0) {
      const current = (await findPeriodById(trx, period.id)) ?? period;
      if (current.status !== 'pending') {
        throw conflict(`The period is ${current.status}`, 'periodNo', current.status);
      }
      throw conflict('The period is still taking bets', 'periodNo', current.status);
    }
    const after = (await findPeriodById(trx, period.id))!;
    await recordChange(trx, actor, {
      action: 'lottery.period.result',
      targetType: 'lottery_period',
      targetId: String(period.id),
      before: { gameCode, periodNo, status: period.status },
      after: { gameCode, periodNo, status: after.status, result },
    });
    return toPeriodView(after, gameCode);
  });
}

/** How far back the results job still looks for a missing result. */
export const RESULTS_LOOKBACK_MS = 7 * 86_400_000;
const RESULTS_BATCH = 500;

/** `20261122-0001` → `2026-11-22` */
const drawDateOf = (periodNo: string) =>
  `${periodNo.slice(0, 4)}-${periodNo.slice(4, 6)}-${periodNo.slice(6, 8)}`;

/** What the results source answered for the due periods: results to publish, and failures. */
export type FetchedResults = {
  published: { gameCode: string; date: string; ids: (string | number)[]; prizes: string[] }[];
  failed: number;
};

/**
 * Asks the results source for every real-world period past its draw and still pending
 * (one request per game and day, whatever the number of merchants). Runs outside any
 * transaction: no connection is held while the source answers (or times out). A period
 * whose fetch fails or is not published yet stays pending for the next poll or an operator.
 */
export async function fetchDueResults(
  db: Db,
  source: ResultsSource,
  log: JobLog,
  now: Date,
): Promise<FetchedResults> {
  const due = await dueRealWorldPeriods(
    db,
    now,
    new Date(now.getTime() - RESULTS_LOOKBACK_MS),
    RESULTS_BATCH,
  );
  const groups = new Map<string, typeof due>();
  for (const period of due) {
    // The source speaks the northern structure only.
    if (period.family !== 'VN') continue;
    const key = `${period.game_code}|${drawDateOf(period.period_no)}`;
    groups.set(key, [...(groups.get(key) ?? []), period]);
  }
  const fetched: FetchedResults = { published: [], failed: 0 };
  for (const [key, periods] of groups) {
    const [gameCode, date] = key.split('|') as [string, string];
    const answer = await source.fetch(gameCode, date);
    if (answer.status === 'failed') {
      fetched.failed += periods.length;
      log.error(
        { gameCode, date, reason: answer.reason, periods: periods.length },
        'lottery results fetch failed; the periods stay pending',
      );
    } else if (answer.status === 'published') {
      fetched.published.push({
        gameCode,
        date,
        ids: periods.map((p) => p.id),
        prizes: answer.prizes,
      });
    }
  }
  return fetched;
}

/**
 * Publishes fetched results. Nothing was locked while the source was asked: the update
 * writes only periods still pending, so an operator's entry made meanwhile stands.
 */
export async function publishFetchedResults(
  trx: Db,
  fetched: FetchedResults,
  log: JobLog,
  now: Date,
): Promise<{ drawn: number; failed: number }> {
  let drawn = 0;
  for (const { gameCode, date, ids, prizes } of fetched.published) {
    const result: LotteryResult = { family: 'VN', prizes };
    const changed = await markDrawn(
      trx,
      ids.map((id) => ({ id, result })),
      now,
    );
    drawn += changed.length;
    log.info({ gameCode, date, periods: changed.length }, 'lottery results published');
  }
  return { drawn, failed: fetched.failed };
}
