import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment of the background jobs (docs/withdrawals.md "Jobs"). */
export const jobsEnv = z.object({
  /** Off for a process that should only answer requests; another process runs the jobs. */
  JOBS_ENABLED: booleanFlag.default(true),
});

export type JobsConfig = Readonly<{ enabled: boolean }>;

export function jobsConfig(e: z.infer<typeof jobsEnv>): JobsConfig {
  return Object.freeze({ enabled: e.JOBS_ENABLED });
}
