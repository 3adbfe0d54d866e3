import { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { httpUrlText } from './url.js';

/** The vendors the sandbox vendor process plays (docs/games.md, "The demo catalogue"). */
export const SANDBOX_VENDOR_CODES: readonly string[] = ['SBX', 'SBT', 'BULK'];

const secret = z
  .string()
  .trim()
  .min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)');

/** Environment variables of the game vendors (modules games and vendor-wallet, docs/games.md). */
export const vendorsEnv = z.object({
  /**
   * Where the sandbox game vendor serves its game pages and game list; unset: the sandbox
   * vendors' games are listed but launches answer "vendor unavailable".
   */
  SANDBOX_VENDOR_URL: httpUrlText.transform((v) => v.replace(/\/+$/, '')).optional(),
  /** Shared HMAC-SHA256 key of the sandbox vendor's wallet calls and transfers. */
  SANDBOX_VENDOR_SECRET: secret.optional(),
  /** Secrets of other vendors, as JSON: `{"PG": "…", "EVO": "…"}`. */
  VENDOR_SECRETS: z
    .string()
    .trim()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of vendor code to secret' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'a vendor code'), secret))
    .optional(),
  /** How long Sorteo waits for a vendor's transfer or status answer. */
  VENDOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type VendorsConfig = Readonly<{
  sandbox: Readonly<{ url: string | null; secret: string | null }>;
  secrets: Readonly<Record<string, string>>;
  timeoutMs: number;
}>;

export function vendorsConfig(env: z.infer<typeof vendorsEnv>): VendorsConfig {
  if (env.SANDBOX_VENDOR_URL && !env.SANDBOX_VENDOR_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SANDBOX_VENDOR_SECRET: required when SANDBOX_VENDOR_URL is set',
    );
  }
  return Object.freeze({
    sandbox: Object.freeze({
      url: env.SANDBOX_VENDOR_URL ?? null,
      secret: env.SANDBOX_VENDOR_SECRET ?? null,
    }),
    secrets: Object.freeze({ ...(env.VENDOR_SECRETS ?? {}) }),
    timeoutMs: env.VENDOR_TIMEOUT_MS,
  });
}
