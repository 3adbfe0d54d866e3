import { describe, expect, it } from 'vitest';
import { checkAmount } from './form-checks';

describe('withdrawal amount', () => {
  const usd = { minAmount: 10_00, maxAmount: 500_00, currency: 'USD', currencyExponent: 2 };
  const vnd = { minAmount: 50_000, maxAmount: 20_000_000, currency: 'VND', currencyExponent: 0 };

  it('reads major units into minor units by the currency exponent', () => {
    expect(checkAmount('12.5', usd)).toEqual({ amount: 1250, problem: null });
    expect(checkAmount('100000', vnd)).toEqual({ amount: 100_000, problem: null });
  });

  it('refuses amounts outside the limits and text that is not an amount', () => {
    expect(checkAmount('', usd).problem).toBe('required');
    expect(checkAmount('9.99', usd).problem).toBe('belowMin');
    expect(checkAmount('500.01', usd).problem).toBe('aboveMax');
    expect(checkAmount('1.234', usd).problem).toBe('amountInvalid');
    expect(checkAmount('0', vnd).problem).toBe('amountInvalid');
    expect(checkAmount('-5', vnd).problem).toBe('amountInvalid');
    expect(checkAmount('1e5', vnd).problem).toBe('amountInvalid');
  });
});
