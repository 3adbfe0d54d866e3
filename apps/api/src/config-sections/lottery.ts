import { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { httpUrlText } from './url.js';

/** Environment of the lottery's results adapter (docs/lottery.md "Periods"). */
export const lotteryEnv = z.object({
  /** Where official results of real-world draws are fetched; unset: operators enter them. */
  LOTTERY_RESULTS_URL: httpUrlText.optional(),
  /** Shared HMAC-SHA256 key the results service signs its answers with. */
  LOTTERY_RESULTS_SECRET: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)')
    .optional(),
  /** How long one fetch may take before the period is left for the next poll. */
  LOTTERY_RESULTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});

export type ResultsSettings = Readonly<{ url: string; secret: string; timeoutMs: number }>;

export type LotteryConfig = Readonly<{
  /** null: no results service; real-world results are entered by an operator. */
  results: ResultsSettings | null;
}>;

export function lotteryConfig(env: z.infer<typeof lotteryEnv>): LotteryConfig {
  const url = env.LOTTERY_RESULTS_URL;
  const secret = env.LOTTERY_RESULTS_SECRET;
  if (url && !secret) {
    throw new ConfigError(
      'Invalid configuration:\n  LOTTERY_RESULTS_SECRET: required when LOTTERY_RESULTS_URL is set',
    );
  }
  const results =
    url && secret
      ? Object.freeze({ url, secret, timeoutMs: env.LOTTERY_RESULTS_TIMEOUT_MS })
      : null;
  return Object.freeze({ results });
}
