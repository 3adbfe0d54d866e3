import { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { listenPort } from './port.js';
import { httpUrlText } from './url.js';
import { vendorsEnv } from './vendors.js';

/**
 * Environment of the sandbox game vendor run as its own service (`npm run vendor:sandbox`,
 * docs/games.md "Sandbox vendor"). It shares the site's sandbox vendor secret.
 */
export const sandboxVendorEnv = z.object({
  SANDBOX_VENDOR_PORT: listenPort.default(3200),
  SANDBOX_VENDOR_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where the site's wallet API is, as the vendor reaches it. */
  SANDBOX_VENDOR_SITE_URL: httpUrlText.transform((v) => v.replace(/\/+$/, '')).optional(),
  /** Share (0-1) of wallet calls whose answer the vendor stops waiting for, then sends again. */
  SANDBOX_VENDOR_TIMEOUT_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share (0-1) of wallet calls the vendor sends twice. */
  SANDBOX_VENDOR_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share (0-1) of rounds whose bet is overtaken by its rollback. */
  SANDBOX_VENDOR_ROLLBACK_BEFORE_BET_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share (0-1) of bets sent again under their id with another amount. */
  SANDBOX_VENDOR_CHANGED_REPLAY_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share (0-1) of rounds the vendor cancels after the bet (the stake rolled back). */
  SANDBOX_VENDOR_CANCEL_ROUND_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share (0-1) of rounds whose win comes late, after the player may have logged out. */
  SANDBOX_VENDOR_LATE_WIN_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share (0-1) of the site's transfers the vendor takes but never answers. */
  SANDBOX_VENDOR_TRANSFER_LOST_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share (0-1) of the site's transfers the vendor drops before taking them. */
  SANDBOX_VENDOR_TRANSFER_DROPPED_RATE: z.coerce.number().min(0).max(1).default(0),
  /** A file where the transfer desk keeps players' balances across restarts. */
  SANDBOX_VENDOR_STATE_FILE: z.string().trim().min(1).optional(),
  SANDBOX_VENDOR_SECRET: vendorsEnv.shape.SANDBOX_VENDOR_SECRET,
});

export type SandboxVendorConfig = Readonly<{
  port: number;
  host: string;
  siteUrl: string;
  secret: string;
  faults: Readonly<{
    timeout: number;
    duplicate: number;
    rollbackBeforeBet: number;
    changedReplay: number;
    cancelRound: number;
    lateWin: number;
    transferLost: number;
    transferDropped: number;
  }>;
  stateFile: string | undefined;
}>;

export function sandboxVendorConfig(e: z.infer<typeof sandboxVendorEnv>): SandboxVendorConfig {
  const missing = [
    ...(e.SANDBOX_VENDOR_SECRET
      ? []
      : ['SANDBOX_VENDOR_SECRET: required, the secret the site checks']),
    ...(e.SANDBOX_VENDOR_SITE_URL ? [] : ["SANDBOX_VENDOR_SITE_URL: required, the site's address"]),
  ];
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  }
  return Object.freeze({
    port: e.SANDBOX_VENDOR_PORT,
    host: e.SANDBOX_VENDOR_HOST,
    siteUrl: e.SANDBOX_VENDOR_SITE_URL!,
    secret: e.SANDBOX_VENDOR_SECRET!,
    faults: Object.freeze({
      timeout: e.SANDBOX_VENDOR_TIMEOUT_RATE,
      duplicate: e.SANDBOX_VENDOR_DUPLICATE_RATE,
      rollbackBeforeBet: e.SANDBOX_VENDOR_ROLLBACK_BEFORE_BET_RATE,
      changedReplay: e.SANDBOX_VENDOR_CHANGED_REPLAY_RATE,
      cancelRound: e.SANDBOX_VENDOR_CANCEL_ROUND_RATE,
      lateWin: e.SANDBOX_VENDOR_LATE_WIN_RATE,
      transferLost: e.SANDBOX_VENDOR_TRANSFER_LOST_RATE,
      transferDropped: e.SANDBOX_VENDOR_TRANSFER_DROPPED_RATE,
    }),
    stateFile: e.SANDBOX_VENDOR_STATE_FILE,
  });
}
