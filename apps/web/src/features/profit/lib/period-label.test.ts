import { describe, expect, it } from 'vitest';
import { compactMinor, periodLabel } from './period-label';

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

describe('compact axis figures', () => {
  it('shortens large amounts in the page language', () => {
    expect(compactMinor(1_250_000, 0, 'en')).toBe('1.3M');
    expect(compactMinor(-350_000, 0, 'en')).toBe('-350K');
    expect(compactMinor(0, 0, 'en')).toBe('0');
  });

  it('places the decimal point by the currency exponent', () => {
    expect(compactMinor(12_345, 2, 'en')).toBe('123.5');
    expect(compactMinor(5, 2, 'en')).toBe('0.1');
    expect(compactMinor(-250_000_00, 2, 'en')).toBe('-250K');
  });
});
