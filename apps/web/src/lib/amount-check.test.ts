import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check';

const bounds = { minAmount: 10_000, maxAmount: 5_000_000 };

describe('checkAmount', () => {
  it('reads major units into minor units with the currency exponent', () => {
    expect(checkAmount('100', 2, bounds)).toEqual({ amount: 10_000, problem: null });
    expect(checkAmount('1234,5', 2, bounds)).toEqual({ amount: 123_450, problem: null });
    expect(checkAmount(' 50000.00 ', 2, bounds)).toEqual({ amount: 5_000_000, problem: null });
    expect(checkAmount('500', 0, { minAmount: 100, maxAmount: 1_000 })).toEqual({
      amount: 500,
      problem: null,
    });
  });

  it('names what is wrong before anything is sent', () => {
    expect(checkAmount('  ', 2, bounds).problem).toBe('required');
    expect(checkAmount('12.345', 2, bounds).problem).toBe('invalid');
    expect(checkAmount('-5', 2, bounds).problem).toBe('invalid');
    expect(checkAmount('1e3', 2, bounds).problem).toBe('invalid');
    expect(checkAmount('0', 2, bounds).problem).toBe('invalid');
    expect(checkAmount('99.99', 2, bounds).problem).toBe('belowMinimum');
    expect(checkAmount('50000.01', 2, bounds).problem).toBe('aboveMaximum');
    expect(checkAmount('5.5', 0, { minAmount: 1, maxAmount: 10 }).problem).toBe('invalid');
  });
});
