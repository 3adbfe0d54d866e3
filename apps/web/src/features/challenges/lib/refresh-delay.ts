import { challengeLimits } from '@sorteo/shared/contract/challenges';

/**
 * How long to wait before asking for another picture; 0 means now. Counted from when the
 * last one arrived rather than when it was asked for, so network jitter can never bring two
 * requests closer than the server's one-per-second limit.
 */
export function refreshDelay(
  lastSettledAt: number | null,
  now: number,
  minGapMs: number = challengeLimits.refreshIntervalMs,
): number {
  if (lastSettledAt === null || lastSettledAt <= 0) return 0;
  return Math.max(0, lastSettledAt + minGapMs - now);
}
