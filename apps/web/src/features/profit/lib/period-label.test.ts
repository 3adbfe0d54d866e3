import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('profit period labels', () => {
  it('names days and weeks by their date and months by month and year', () => {
    expect(periodLabel('2026-03-03', 'day', 'en')).toBe('Mar 3');
    expect(periodLabel('2026-03-02', 'week', 'es')).toBe('2 mar');
    expect(periodLabel('2026-03-01', 'month', 'en')).toBe('Mar 26');
  });

  it('keeps the date whatever the device time zone', () => {
    // The first of a month stays the first: formatted as a UTC date.
    expect(periodLabel('2026-01-01', 'day', 'en')).toBe('Jan 1');
  });

  it('gives an unreadable period back as it came', () => {
    expect(periodLabel('soon', 'day', 'en')).toBe('soon');
  });
});
