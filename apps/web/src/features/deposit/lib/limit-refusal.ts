import { ApiError } from '../../../lib/api-client';

export interface LimitRefusal {
  period: 'day' | 'week' | 'month';
  remaining: number;
}

/** What a DEPOSIT_LIMIT_EXCEEDED refusal says beyond its code: the period and what is left. */
export function readLimitRefusal(error: unknown): LimitRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'DEPOSIT_LIMIT_EXCEEDED') return null;
  const value = error.value as { period?: unknown; remaining?: unknown } | undefined;
  const { period, remaining } = value ?? {};
  if (period !== 'day' && period !== 'week' && period !== 'month') return null;
  if (typeof remaining !== 'number' || !Number.isSafeInteger(remaining) || remaining < 0)
    return null;
  return { period, remaining };
}
