import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  paymentPasswordProblems,
  receivingAccountProblems,
  type ReceivingAccountValues,
} from './form-checks';

describe('payment password form', () => {
  it('asks six digits typed twice and the proof of who is setting it', () => {
    expect(paymentPasswordProblems({ proof: '', password: '', confirm: '' }, 'set')).toEqual({
      proof: 'required',
      password: 'required',
      confirm: 'required',
    });
    expect(
      paymentPasswordProblems({ proof: 'login-pw', password: '12345a', confirm: '12345a' }, 'set'),
    ).toEqual({ password: 'sixDigits' });
    expect(
      paymentPasswordProblems({ proof: 'login-pw', password: '123456', confirm: '123465' }, 'set'),
    ).toEqual({ confirm: 'mismatch' });
    expect(
      paymentPasswordProblems({ proof: 'login-pw', password: '123456', confirm: '123456' }, 'set'),
    ).toEqual({});
  });

  it('refuses a change to the same password', () => {
    expect(
      paymentPasswordProblems({ proof: '123456', password: '123456', confirm: '123456' }, 'change'),
    ).toEqual({ password: 'sameAsOld' });
  });
});

describe('receiving account form', () => {
  const card: ReceivingAccountValues = {
    kind: 'bank_card',
    provider: 'Vietcombank',
    holderName: 'Nguyen Van A',
    accountNumber: '0123456789',
    paymentPassword: '123456',
    loginPassword: '',
  };

  it('takes a complete first bank card without the login password', () => {
    expect(receivingAccountProblems(card, false)).toEqual({});
  });

  it('asks the login password for any later account', () => {
    expect(receivingAccountProblems(card, true)).toEqual({ loginPassword: 'required' });
  });

  it('checks the number by the kind of account', () => {
    expect(receivingAccountProblems({ ...card, accountNumber: '12 34' }, false)).toEqual({
      accountNumber: 'bankCardNumber',
    });
    expect(
      receivingAccountProblems({ ...card, kind: 'e_wallet', accountNumber: 'a b' }, false),
    ).toEqual({ accountNumber: 'eWalletId' });
    expect(
      receivingAccountProblems({ ...card, kind: 'e_wallet', accountNumber: 'momo-0901' }, false),
    ).toEqual({});
  });

  it('takes only what a bank prints: 8 to 19 digits, nothing else', () => {
    for (const accountNumber of [
      '12345678901234567890',
      '0071.000.123456',
      '００７１０００１２３',
    ]) {
      expect(receivingAccountProblems({ ...card, accountNumber }, false), accountNumber).toEqual({
        accountNumber: 'bankCardNumber',
      });
    }
    const wallet = { ...card, kind: 'e_wallet' as const };
    for (const accountNumber of ['<b>ana</b>', 'ana,perez', 'ana@pay@fast']) {
      expect(receivingAccountProblems({ ...wallet, accountNumber }, false), accountNumber).toEqual({
        accountNumber: 'eWalletId',
      });
    }
    expect(receivingAccountProblems({ ...wallet, accountNumber: '+84901234567' }, false)).toEqual(
      {},
    );
  });

  it('names every missing field', () => {
    const empty = {
      ...card,
      provider: ' ',
      holderName: '',
      accountNumber: '',
      paymentPassword: '',
    };
    expect(Object.keys(receivingAccountProblems(empty, false)).sort()).toEqual([
      'accountNumber',
      'holderName',
      'paymentPassword',
      'provider',
    ]);
  });
});

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
