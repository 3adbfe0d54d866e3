import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import { transferFormSchema, transferProblems } from './transfer-form';

const transfer = (
  values: { toAccount: string; amount: string; paymentPassword: string },
  exponent: number,
  balance: number | null,
) => resolveForm(schemaResolver(transferFormSchema(exponent, balance), transferProblems), values);

describe('transfer form', () => {
  it('gives the transfer in minor units with the account trimmed', async () => {
    expect(
      (
        await transfer(
          { toAccount: ' player7 ', amount: '25.5', paymentPassword: '123456' },
          2,
          10_000,
        )
      ).values,
    ).toEqual({ toAccount: 'player7', amount: 2_550, paymentPassword: '123456' });
  });

  it('names every empty or wrong field at once', async () => {
    expect(
      (await transfer({ toAccount: ' ', amount: '', paymentPassword: '' }, 2, 10_000)).problems,
    ).toEqual({
      toAccount: 'wallet.transfer.toAccountRequired',
      amount: 'wallet.transfer.amountProblem.required',
      paymentPassword: 'wallet.transfer.paymentPasswordRequired',
    });
    expect(
      (await transfer({ toAccount: 'a', amount: '1.234', paymentPassword: 'x' }, 2, 10_000))
        .problems,
    ).toEqual({ amount: 'wallet.transfer.amountProblem.invalid' });
  });

  it('refuses more than the balance before asking the server', async () => {
    expect(
      (await transfer({ toAccount: 'a', amount: '100.01', paymentPassword: 'x' }, 2, 10_000))
        .problems,
    ).toEqual({ amount: 'wallet.transfer.amountProblem.aboveMaximum' });
    // Balance not known yet: the server decides.
    expect(
      (await transfer({ toAccount: 'a', amount: '100.01', paymentPassword: 'x' }, 2, null))
        .problems,
    ).toEqual({});
  });
});
