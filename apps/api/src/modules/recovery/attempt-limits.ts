import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { countAttempt } from './recovery-throttle.repo.js';

/**
 * Attempts allowed per 5-minute window (the wait the TOO_MANY_ATTEMPTS text promises).
 * docs/sessions.md lists them.
 */
export const attemptLimits = {
  windowMs: 5 * 60_000,
  emailResetPerAccount: 3,
  emailResetPerAddress: 10,
  freePlayPerAddress: 5,
} as const;

export type Attempt = { action: string; key: string; limit: number };

/**
 * Counts one attempt against every key; refused with 429 when any key is over its limit.
 * The refused attempt counts too, so hammering keeps the door shut.
 */
export async function spendAttempts(
  db: Db,
  merchantId: number,
  attempts: Attempt[],
  now: Date,
): Promise<void> {
  const windowStartsAfter = new Date(now.getTime() - attemptLimits.windowMs);
  let over = false;
  for (const a of attempts) {
    const hits = await countAttempt(
      db,
      { merchantId, action: a.action, key: a.key },
      { now, windowStartsAfter },
    );
    if (hits > a.limit) over = true;
  }
  if (over) {
    throw new AppError(
      429,
      ErrorCode.TooManyAttempts,
      'Too many requests, try again after 5 minutes',
    );
  }
}
