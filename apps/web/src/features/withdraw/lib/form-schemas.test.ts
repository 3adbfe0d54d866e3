import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import { bindAccountFormSchema, paymentPasswordFormSchema, withdrawProblems } from './form-schemas';

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
