import type { Job, JobLog } from '../../jobs/job-runner.js';
import { createUpcomingPeriods, drawDuePeriods } from './periods.service.js';
import {
  fetchDueResults,
  publishFetchedResults,
  type FetchedResults,
} from './real-world-results.js';
import type { ResultsSource } from './results-source.js';

/**
 * The games whose schedule problem this process has reported, with the reason: the job
 * runs every 5 s, and a misconfigured game is told once (again if the reason changes, or
 * after it has been fixed and breaks anew), not on every run.
 */
const reportedProblems = new Map<number, string>();

/** Keeps every enabled game's periods made ahead, each self-drawn one with its seed. */
export const createPeriodsJob: Job = {
  name: 'lottery-periods:create',
  everyMs: 5_000,
  run: async (trx, now) => {
    const { created, problems } = await createUpcomingPeriods(trx, now);
    const parts = [];
    if (created > 0) parts.push(`${created} lottery periods created`);
    const current = new Set(problems.map((p) => p.gameId));
    for (const gameId of reportedProblems.keys()) {
      if (!current.has(gameId)) reportedProblems.delete(gameId);
    }
    for (const p of problems) {
      if (reportedProblems.get(p.gameId) === p.reason) continue;
      reportedProblems.set(p.gameId, p.reason);
      parts.push(`game ${p.gameId} (${p.gameCode}) has no schedule: ${p.reason}`);
    }
    return parts.length > 0 ? parts.join('; ') : undefined;
  },
};

/** Draws self-drawn periods as their draw time comes (and any missed while down). */
export const drawPeriodsJob: Job = {
  name: 'lottery-periods:draw',
  everyMs: 1_000,
  run: async (trx, now) => {
    const drawn = await drawDuePeriods(trx, now);
    return drawn > 0 ? `${drawn} lottery periods drawn` : undefined;
  },
};

export const lotteryPeriodJobs: readonly Job[] = [createPeriodsJob, drawPeriodsJob];

/**
 * Fetches the results of real-world draws from the configured source: asked before the
 * job's transaction, so no connection waits on the source; published within it.
 */
export function resultsJob(source: ResultsSource, log: JobLog, everyMs = 30_000): Job {
  return {
    name: 'lottery-periods:results',
    everyMs,
    prepare: (db, now) => fetchDueResults(db, source, log, now),
    run: async (trx, now, prepared) => {
      const { drawn, failed } = await publishFetchedResults(
        trx,
        prepared as FetchedResults,
        log,
        now,
      );
      if (drawn === 0 && failed === 0) return undefined;
      return `${drawn} real-world periods got their result, ${failed} still waiting after a failed fetch`;
    },
  };
}
