import { describe, expect, it } from 'vitest';
import { compactMinor, formatMinor, parseMajor, signedMinor } from './money';

describe('formatMinor', () => {
  it('shows VND (exponent 0) grouped in the language', () => {
    expect(formatMinor(1234567, 0, 'en')).toBe('1,234,567');
    expect(formatMinor(1234567, 0, 'es', 'VND')).toBe('1.234.567 VND');
  });

  it('shows USD cents with the language decimal mark', () => {
    expect(formatMinor(123456, 2, 'en')).toBe('1,234.56');
    expect(formatMinor(5, 2, 'pt')).toBe('0,05');
    expect(formatMinor(-250, 2, 'en', 'USD')).toBe('-2.50 USD');
  });
});

describe('parseMajor', () => {
  it('turns typed major units into minor units without floats', () => {
    expect(parseMajor('12', 2)).toBe(1200);
    expect(parseMajor('12.5', 2)).toBe(1250);
    expect(parseMajor('0,07', 2)).toBe(7);
    expect(parseMajor('300000', 0)).toBe(300000);
  });

  it('refuses what is not an amount in this currency', () => {
    expect(parseMajor('12.345', 2)).toBeNull();
    expect(parseMajor('1.5', 0)).toBeNull();
    expect(parseMajor('-3', 2)).toBeNull();
    expect(parseMajor('abc', 2)).toBeNull();
    expect(parseMajor('', 2)).toBeNull();
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

describe('signedMinor', () => {
  it('marks money in with a plus and leaves money out and zero as formatted', () => {
    expect(signedMinor(12_345, 0, 'es')).toBe('+12.345');
    expect(signedMinor(-250, 2, 'en')).toBe('-2.50');
    expect(signedMinor(0, 2, 'en')).toBe('0.00');
  });
});
