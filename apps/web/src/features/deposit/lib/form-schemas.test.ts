import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import {
  bankDepositFormSchema,
  bankDepositProblems,
  gatewayDepositFormSchema,
} from './form-schemas';

const method = { minAmount: 50_000, maxAmount: 50_000_000 };

describe('bank deposit form', () => {
  const bank = (values: Record<string, unknown>) =>
    resolveForm(schemaResolver(bankDepositFormSchema(method, 0), bankDepositProblems), {
      amount: '150000',
      payerName: ' Ana Pérez ',
      reference: '',
      proof: null,
      ...values,
    });

  it('sends the amount in minor units, the trimmed payer and no empty reference', async () => {
    expect((await bank({})).values).toEqual({
      amount: 150_000,
      payerName: 'Ana Pérez',
      reference: undefined,
      proof: null,
    });
    expect((await bank({ reference: ' FT-1 ' })).values?.reference).toBe('FT-1');
  });

  it("says each amount problem with the method's bounds, and asks for the payer", async () => {
    expect((await bank({ amount: '', payerName: '  ' })).problems).toEqual({
      amount: 'deposit.amountProblem.required',
      payerName: 'deposit.bank.payerNameRequired',
    });
    expect((await bank({ amount: '20000' })).problems.amount).toBe(
      'deposit.amountProblem.belowMinimum',
    );
    expect((await bank({ amount: '60000000' })).problems.amount).toBe(
      'deposit.amountProblem.aboveMaximum',
    );
    expect((await bank({ amount: '1.5' })).problems.amount).toBe('deposit.amountProblem.invalid');
  });
});

describe('gateway deposit form', () => {
  it('asks only the amount', async () => {
    const resolver = schemaResolver(gatewayDepositFormSchema(method, 0));
    expect((await resolveForm(resolver, { amount: '50000' })).values).toEqual({ amount: 50_000 });
    expect((await resolveForm(resolver, { amount: 'x' })).problems).toEqual({
      amount: 'deposit.amountProblem.invalid',
    });
  });
});
