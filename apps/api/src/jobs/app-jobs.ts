import { agentPayoutJob, contractOfferExpiryJob } from '../modules/agent-contracts/index.js';
import { catalogueSyncJob, type GameCatalogue } from '../modules/games/index.js';
import { chaseJob } from '../modules/lottery-bets/index.js';
import {
  httpResultsSource,
  lotteryPeriodJobs,
  resultsJob,
} from '../modules/lottery-periods/index.js';
import { settlementJobs } from '../modules/lottery-settlement/index.js';
import { rollupJob } from '../modules/rollups/index.js';
import { reconciliationJob, transferResolveJob } from '../modules/vendor-wallet/index.js';
import { withdrawalJobs } from '../modules/withdrawals/index.js';
import type { Config } from '../config.js';
import type { Job, JobLog } from './job-runner.js';

/** Every job the API process runs (when JOBS_ENABLED). A feature adds its jobs here. */
export const appJobs: readonly Job[] = [
  ...withdrawalJobs,
  ...lotteryPeriodJobs,
  ...settlementJobs,
  chaseJob,
  rollupJob,
  contractOfferExpiryJob,
  agentPayoutJob(),
];

/**
 * Jobs that need the configuration (adapters) or the app's objects; main.ts runs them with
 * the others. The catalogue sync tells the app's catalogue what it imported.
 */
export function configuredJobs(
  config: Config,
  log: JobLog,
  catalogue: Pick<GameCatalogue, 'changed'>,
): readonly Job[] {
  const results = config.lottery.results;
  return [
    ...(results ? [resultsJob(httpResultsSource(results), log)] : []),
    catalogueSyncJob(config, log, () => catalogue.changed()),
    transferResolveJob(config),
    reconciliationJob(config, log),
  ];
}
