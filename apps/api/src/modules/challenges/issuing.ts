import { challengeLimits, ErrorCode, type ChallengePurpose } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { secureRandom, type Random } from './random.js';
import { claimThrottle, purgeExpired } from './challenges.repo.js';

/** Who asks for a challenge and for what. */
export type ChallengeRequest = { merchantId: number; purpose: ChallengePurpose; clientIp: string };

/** Tests pass a fixed clock and a predictable random source. */
export type IssueOptions = { now?: Date; random?: Random };

export function resolveOptions(options: IssueOptions) {
  return { now: options.now ?? new Date(), random: options.random ?? secureRandom };
}

export const expiresFrom = (now: Date) => new Date(now.getTime() + challengeLimits.lifetimeMs);

const THROTTLE_MEMORY_MS = 60_000;

/**
 * Refuses a client asking for a second challenge of a kind within a second (SPEC §9), and
 * clears out what has expired while it is at it.
 */
export async function admitNewChallenge(
  db: Db,
  request: ChallengeRequest,
  kind: 'captcha' | 'slider',
  now: Date,
): Promise<void> {
  const key = { merchantId: request.merchantId, kind, clientIp: request.clientIp };
  if (!(await claimThrottle(db, key, now, challengeLimits.refreshIntervalMs))) {
    throw new AppError(429, ErrorCode.RateLimited, 'One new challenge per second; try again');
  }
  await purgeExpired(db, now, THROTTLE_MEMORY_MS);
}
