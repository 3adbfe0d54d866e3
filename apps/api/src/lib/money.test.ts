import { describe, expect, it } from 'vitest';
import { formatMinorPlain, majorToMinor, toMinor } from './money.js';

describe('toMinor', () => {
  it('reads bigint columns as pg and PGlite answer them', () => {
    expect(toMinor('12345')).toBe(12345);
    expect(toMinor('-7')).toBe(-7);
    expect(toMinor(42)).toBe(42);
    expect(toMinor(9n)).toBe(9);
    expect(toMinor(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses fractions, text and values beyond the safe range', () => {
    expect(() => toMinor(1.5)).toThrow(RangeError);
    expect(() => toMinor('1.5')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('')).toThrow(RangeError);
    expect(() => toMinor('9007199254740993')).toThrow(RangeError);
    expect(() => toMinor(2n ** 60n)).toThrow(RangeError);
  });
});

describe('majorToMinor', () => {
  it('scales by the currency exponent', () => {
    expect(majorToMinor(2000, 0)).toBe(2000);
    expect(majorToMinor(2000, 2)).toBe(200000);
  });
});

describe('formatMinorPlain', () => {
  it('places the decimal point by the exponent', () => {
    expect(formatMinorPlain(-1250, 2)).toBe('-12.50');
    expect(formatMinorPlain(5, 2)).toBe('0.05');
    expect(formatMinorPlain(2000, 0)).toBe('2000');
  });
});
