import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.js';
import { resolveDayRange, todayIn } from './day-range.js';

describe('day ranges in the merchant time zone', () => {
  // 18:00 UTC on 1 March is already 2 March in Ho Chi Minh City (UTC+7), still 1 March in New York.
  const now = new Date('2026-03-01T18:00:00Z');

  it("takes today from the merchant's clock, not the server's", () => {
    expect(todayIn('Asia/Ho_Chi_Minh', now)).toBe('2026-03-02');
    expect(todayIn('America/New_York', now)).toBe('2026-03-01');
  });

  it('defaults to the last seven days, today included', () => {
    expect(resolveDayRange({}, 'Asia/Ho_Chi_Minh', now)).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
    });
    expect(resolveDayRange({ to: '2026-01-03' }, 'UTC', now)).toEqual({
      from: '2025-12-28',
      to: '2026-01-03',
    });
  });

  it('blames the field the caller gave when a default makes the range impossible', () => {
    const blamed = (query: { from?: string; to?: string }) => {
      try {
        resolveDayRange(query, 'UTC', now);
        return null;
      } catch (error) {
        return (error as AppError).value?.field;
      }
    };
    expect(blamed({ from: '2026-03-05' })).toBe('from');
    expect(blamed({ from: '2025-11-30' })).toBe('from');
    expect(blamed({ from: '2025-12-01' })).toBeNull();
  });
});
