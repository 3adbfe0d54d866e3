import type { Job } from '../../jobs/job-runner.js';
import { settleDrawnPeriods } from './settlement.service.js';

/** Drawn periods are settled about a second after their draw. */
export const settleJob: Job = {
  name: 'lottery-settlement:settle',
  everyMs: 1_000,
  run: async (trx) => {
    const { settled, failed } = await settleDrawnPeriods(trx);
    const parts = [
      ...(settled > 0 ? [`${settled} lottery periods settled`] : []),
      ...failed.map(
        (f) =>
          `period ${f.periodId} not settled: ${f.error instanceof Error ? f.error.message : String(f.error)}`,
      ),
    ];
    return parts.length ? parts.join('; ') : undefined;
  },
};

export const settlementJobs: readonly Job[] = [settleJob];
