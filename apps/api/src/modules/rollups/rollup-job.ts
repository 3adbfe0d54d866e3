import type { Db } from '../../db/connection.js';
import type { Job } from '../../jobs/job-runner.js';
import { fillSinceLastRun, lockState } from './rollup.repo.js';

/** How often the rollups take in what was written since their last run. */
export const ROLLUP_EVERY_MS = 30_000;

/**
 * Adds the rows written since the last run to the hourly rollups. A run that finds the
 * state locked (a rebuild, or another process's run) waits for it and then takes only
 * what that one left.
 */
export const rollupJob: Job = {
  name: 'rollups.hourly',
  everyMs: ROLLUP_EVERY_MS,
  run: async (trx) => {
    const hours = await fillSinceLastRun(trx, await lockState(trx));
    return hours > 0 ? `rolled up ${hours} member hours` : undefined;
  },
};

/** One run now, outside the job runner (tests, the rebuild command). */
export async function runRollup(db: Db): Promise<number> {
  const work = async (trx: Db) => fillSinceLastRun(trx, await lockState(trx));
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Brings the rollups up to date in the caller's transaction (holding their lock until it
 * ends); answers the instant before which every source row is rolled up.
 */
export async function bringRollupsUpTo(trx: Db): Promise<Date> {
  await fillSinceLastRun(trx, await lockState(trx));
  return new Date((await lockState(trx)).liveFrom);
}
