import { describe, expect, it } from 'vitest';
import { ApiError, type ProblemValue } from '../../../lib/api-client';
import { readLimitRefusal } from './limit-refusal';

const refusal = (
  value: ProblemValue | undefined,
  code: 'DEPOSIT_LIMIT_EXCEEDED' | 'VALIDATION_FAILED' = 'DEPOSIT_LIMIT_EXCEEDED',
) => new ApiError(code, 'refused', 400, value);

describe('readLimitRefusal', () => {
  it('reads the period and what may still be deposited in it', () => {
    expect(
      readLimitRefusal(
        refusal({ field: 'amount', period: 'week', limit: 30_000, remaining: 10_000 }),
      ),
    ).toEqual({ period: 'week', remaining: 10_000 });
  });

  it('says nothing for other refusals or an answer it does not understand', () => {
    expect(
      readLimitRefusal(refusal({ period: 'day', remaining: 5 }, 'VALIDATION_FAILED')),
    ).toBeNull();
    expect(readLimitRefusal(refusal({ period: 'year', remaining: 5 }))).toBeNull();
    expect(readLimitRefusal(refusal({ period: 'day', remaining: '5' }))).toBeNull();
    expect(readLimitRefusal(refusal(undefined))).toBeNull();
    expect(readLimitRefusal(new Error('x'))).toBeNull();
  });
});
