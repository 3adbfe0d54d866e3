import { describe, expect, it } from 'vitest';
import { checkTransferForm } from './transfer-form';

describe('checkTransferForm', () => {
  it('gives the transfer in minor units with the account trimmed', () => {
    expect(
      checkTransferForm(
        { toAccount: ' player7 ', amount: '25.5', paymentPassword: '123456' },
        2,
        10_000,
      ),
    ).toEqual({
      value: { toAccount: 'player7', amount: 2_550, paymentPassword: '123456' },
      problems: null,
    });
  });

  it('names every empty or wrong field at once', () => {
    expect(
      checkTransferForm({ toAccount: ' ', amount: '', paymentPassword: '' }, 2, 10_000),
    ).toEqual({
      value: null,
      problems: { toAccount: 'required', amount: 'required', paymentPassword: 'required' },
    });
    expect(
      checkTransferForm({ toAccount: 'a', amount: '1.234', paymentPassword: 'x' }, 2, 10_000)
        .problems,
    ).toEqual({ amount: 'invalid' });
  });

  it('refuses more than the balance before asking the server', () => {
    expect(
      checkTransferForm({ toAccount: 'a', amount: '100.01', paymentPassword: 'x' }, 2, 10_000)
        .problems,
    ).toEqual({ amount: 'aboveMaximum' });
    // Balance not known yet: the server decides.
    expect(
      checkTransferForm({ toAccount: 'a', amount: '100.01', paymentPassword: 'x' }, 2, null)
        .problems,
    ).toBeNull();
  });
});
