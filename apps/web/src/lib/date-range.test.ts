import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, lastDays, rangeProblem, todayIn } from './date-range';

describe('report date ranges', () => {
  it('takes today in the merchant time zone, not the device one', () => {
    // 2026-03-01 18:30 UTC is already 2 March in Ho Chi Minh City (UTC+7).
    const instant = Date.UTC(2026, 2, 1, 18, 30);
    expect(todayIn('Asia/Ho_Chi_Minh', instant)).toBe('2026-03-02');
    expect(todayIn('America/Bogota', instant)).toBe('2026-03-01');
  });

  it('defaults to the last seven days including today', () => {
    const instant = Date.UTC(2026, 0, 3, 12);
    expect(lastDays(7, 'UTC', instant)).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });

  it('counts days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween({ from: '2026-01-01', to: '2026-01-01' })).toBe(0);
    expect(daysBetween({ from: '2026-01-01', to: '2026-04-01' })).toBe(90);
  });

  it('refuses impossible dates, reversed ranges and ranges over 90 days', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-02' })).toBe('fromInvalid');
    expect(rangeProblem({ from: '2026-02-01', to: '' })).toBe('toInvalid');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-04-01', to: '2026-04-01' })).toBeNull();
  });
});
