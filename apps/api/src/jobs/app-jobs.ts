import { withdrawalJobs } from '../modules/withdrawals/withdrawal-jobs.js';
import type { Job } from './job-runner.js';

/** Every job the API process runs (when JOBS_ENABLED). A feature adds its jobs here. */
export const appJobs: readonly Job[] = [...withdrawalJobs];
