import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import {
  bindAccountFormSchema,
  confirmationFormSchema,
  paymentPasswordFormSchema,
  withdrawalRequestFormSchema,
  withdrawProblems,
} from './form-schemas';

const paymentPassword = (mode: 'set' | 'change', values: Record<string, string>) =>
  resolveForm(schemaResolver(paymentPasswordFormSchema(mode), withdrawProblems), {
    proof: 'login-pw',
    password: '123456',
    confirm: '123456',
    ...values,
  }).then((resolved) => resolved.problems);

describe('payment password form', () => {
  it('asks six digits typed twice and the proof of who is setting it', async () => {
    expect(await paymentPassword('set', { proof: '', password: '', confirm: '' })).toEqual({
      proof: 'withdraw.problems.required',
      password: 'withdraw.problems.required',
      confirm: 'withdraw.problems.required',
    });
    expect(await paymentPassword('set', { password: '12345a', confirm: '12345a' })).toEqual({
      password: 'withdraw.problems.sixDigits',
    });
    expect(await paymentPassword('set', { confirm: '123465' })).toEqual({
      confirm: 'withdraw.problems.mismatch',
    });
    expect(await paymentPassword('set', {})).toEqual({});
  });

  it('refuses a change to the same password', async () => {
    expect(await paymentPassword('change', { proof: '123456' })).toEqual({
      password: 'withdraw.problems.sameAsOld',
    });
  });
});

describe('receiving account form', () => {
  const card = {
    kind: 'bank_card' as 'bank_card' | 'e_wallet',
    provider: 'Vietcombank',
    holderName: 'Nguyen Van A',
    accountNumber: '0123456789',
    paymentPassword: '123456',
    loginPassword: '',
  };
  const bind = (values: typeof card, needsLogin = false) =>
    resolveForm(schemaResolver(bindAccountFormSchema(needsLogin), withdrawProblems), values);

  it('takes a complete first bank card without the login password, trimmed', async () => {
    expect((await bind({ ...card, provider: ' Vietcombank ' })).values).toEqual(card);
  });

  it('asks the login password for any later account', async () => {
    expect((await bind(card, true)).problems).toEqual({
      loginPassword: 'withdraw.problems.required',
    });
  });

  it('checks the number by the kind of account', async () => {
    expect((await bind({ ...card, accountNumber: '12 34' })).problems).toEqual({
      accountNumber: 'withdraw.problems.bankCardNumber',
    });
    expect((await bind({ ...card, kind: 'e_wallet', accountNumber: 'a b' })).problems).toEqual({
      accountNumber: 'withdraw.problems.eWalletId',
    });
    expect(
      (await bind({ ...card, kind: 'e_wallet', accountNumber: 'momo-0901' })).problems,
    ).toEqual({});
  });

  it('takes only what a bank prints: 8 to 19 digits, nothing else', async () => {
    for (const accountNumber of [
      '12345678901234567890',
      '0071.000.123456',
      '００７１０００１２３',
    ]) {
      expect((await bind({ ...card, accountNumber })).problems, accountNumber).toEqual({
        accountNumber: 'withdraw.problems.bankCardNumber',
      });
    }
    const wallet = { ...card, kind: 'e_wallet' as const };
    for (const accountNumber of ['<b>ana</b>', 'ana,perez', 'ana@pay@fast']) {
      expect((await bind({ ...wallet, accountNumber })).problems, accountNumber).toEqual({
        accountNumber: 'withdraw.problems.eWalletId',
      });
    }
    expect((await bind({ ...wallet, accountNumber: '+84901234567' })).problems).toEqual({});
  });

  it('names every missing field', async () => {
    const empty = {
      ...card,
      provider: ' ',
      holderName: '',
      accountNumber: '',
      paymentPassword: '',
    };
    expect(Object.keys((await bind(empty)).problems).sort()).toEqual([
      'accountNumber',
      'holderName',
      'paymentPassword',
      'provider',
    ]);
  });
});

describe('withdrawal request form', () => {
  const usd = { minAmount: 10_00, maxAmount: 500_00, currency: 'USD', currencyExponent: 2 };
  const vnd = { minAmount: 50_000, maxAmount: 20_000_000, currency: 'VND', currencyExponent: 0 };
  const request = (limits: typeof usd, values: Record<string, unknown>) =>
    resolveForm(schemaResolver(withdrawalRequestFormSchema(limits), withdrawProblems), {
      receivingAccountId: 7,
      amount: '12.5',
      paymentPassword: '123456',
      ...values,
    });

  it('reads major units into minor units by the currency exponent', async () => {
    expect((await request(usd, {})).values).toEqual({
      receivingAccountId: 7,
      amount: 1250,
      paymentPassword: '123456',
    });
    expect((await request(vnd, { amount: '100000' })).values?.amount).toBe(100_000);
  });

  it('refuses amounts outside the limits and text that is not an amount', async () => {
    const amountProblem = async (limits: typeof usd, amount: string) =>
      (await request(limits, { amount })).problems.amount;
    expect(await amountProblem(usd, '')).toBe('withdraw.problems.required');
    expect(await amountProblem(usd, '9.99')).toBe('withdraw.problems.belowMin');
    expect(await amountProblem(usd, '500.01')).toBe('withdraw.problems.aboveMax');
    expect(await amountProblem(usd, '1.234')).toBe('withdraw.problems.amountInvalid');
    expect(await amountProblem(vnd, '0')).toBe('withdraw.problems.amountInvalid');
    expect(await amountProblem(vnd, '-5')).toBe('withdraw.problems.amountInvalid');
    expect(await amountProblem(vnd, '1e5')).toBe('withdraw.problems.amountInvalid');
  });

  it('asks for an account and the payment password', async () => {
    expect(
      (await request(usd, { receivingAccountId: undefined, paymentPassword: '' })).problems,
    ).toEqual({
      receivingAccountId: 'withdraw.problems.required',
      paymentPassword: 'withdraw.problems.required',
    });
  });
});

describe('withdrawal confirmation form', () => {
  const proof = new File([new Uint8Array([0x89])], 'proof.png', { type: 'image/png' });
  const confirmation = (needsProof: boolean, value: File | null) =>
    resolveForm(schemaResolver(confirmationFormSchema(needsProof)), { proof: value });

  it('asks for the proof only when the money did not arrive', async () => {
    expect((await confirmation(true, null)).problems).toEqual({
      proof: 'withdraw.proof.problems.missing',
    });
    expect((await confirmation(true, proof)).values).toEqual({ proof });
    expect((await confirmation(false, null)).values).toEqual({ proof: null });
  });
});
