import { RECEIVING_ACCOUNT_LIMIT } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import {
  bankCard,
  bindCard,
  memberCall,
  memberGet,
  newSite,
  PAYMENT_PASSWORD,
  setPaymentPassword,
  signedInMember,
  trialMember,
  type Player,
} from './test-kit.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
});
afterAll(() => ctx.close());

const list = async (player: Player) =>
  (await memberGet(site, player, '/wps/member/receiving-accounts')).json().value;
const bind = (player: Player, body: Record<string, unknown>) =>
  memberCall(site, player, 'POST', '/wps/member/receiving-accounts', body);
const remove = (player: Player, id: number, body: Record<string, unknown>) =>
  memberCall(site, player, 'DELETE', `/wps/member/receiving-accounts/${id}`, body);

async function withPaymentPassword(): Promise<Player> {
  const player = await signedInMember(site);
  await setPaymentPassword(site, player);
  return player;
}

describe('receiving accounts', () => {
  it('binds the first account with the payment password alone and lists it masked', async () => {
    const player = await withPaymentPassword();
    const res = await bind(player, { ...bankCard, paymentPassword: PAYMENT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json().value;
    expect(card).toMatchObject({
      kind: 'bank_card',
      provider: 'Banco Norte',
      holderName: 'Ana Pérez',
      accountNumberMasked: '************1234',
    });
    const listed = await list(player);
    expect(listed).toEqual({ accounts: [card], limit: RECEIVING_ACCOUNT_LIMIT });
    expect(JSON.stringify(listed)).not.toContain(bankCard.accountNumber);
  });

  it('asks the login password again for a later account, and refuses a wrong one', async () => {
    const player = await withPaymentPassword();
    await bindCard(site, player, { loginPassword: undefined });
    const wallet = {
      kind: 'e_wallet',
      provider: 'PayFast',
      holderName: 'Ana',
      accountNumber: 'ana@payfast',
      paymentPassword: PAYMENT_PASSWORD,
    };
    const missing = await bind(player, wallet);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    const wrong = await bind(player, { ...wallet, loginPassword: 'Wrong-pw-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await list(player)).accounts).toHaveLength(1);

    const ok = await bind(player, { ...wallet, loginPassword: player.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.accountNumberMasked).toBe('*******fast');
    expect((await list(player)).accounts).toHaveLength(2);
  });

  it('needs a payment password set, and the right one', async () => {
    const player = await signedInMember(site);
    const unset = await bind(player, { ...bankCard, paymentPassword: '123456' });
    expect(unset.statusCode).toBe(403);
    expect(unset.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');

    await setPaymentPassword(site, player);
    const wrong = await bind(player, { ...bankCard, paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
      value: { field: 'paymentPassword' },
    });
    expect((await list(player)).accounts).toEqual([]);
  });

  it('refuses bad input with the field at fault, binding nothing', async () => {
    const player = await withPaymentPassword();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'crypto' }, 'kind'],
      [{ provider: '' }, 'provider'],
      [{ holderName: 'x'.repeat(61) }, 'holderName'],
      [{ accountNumber: '1234-5678' }, 'accountNumber'],
      [{ accountNumber: '1234567' }, 'accountNumber'],
      // No bank prints a card or account number longer than 19 digits.
      [{ accountNumber: '12345678901234567890' }, 'accountNumber'],
      [{ accountNumber: '4000 1234 1234 1234' }, 'accountNumber'],
      [{ accountNumber: '4000123412341234x' }, 'accountNumber'],
      [{ accountNumber: '４０００１２３４１２３４' }, 'accountNumber'],
      [{ kind: 'e_wallet', accountNumber: 'a b c d' }, 'accountNumber'],
      [{ kind: 'e_wallet', accountNumber: '<b>ana</b>' }, 'accountNumber'],
      [{ kind: 'e_wallet', accountNumber: "ana'; drop" }, 'accountNumber'],
      [{ kind: 'e_wallet', accountNumber: 'ana@pay@fast' }, 'accountNumber'],
      [{ paymentPassword: undefined }, 'paymentPassword'],
    ];
    for (const [change, field] of cases) {
      const res = await bind(player, { ...bankCard, paymentPassword: PAYMENT_PASSWORD, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect((await list(player)).accounts).toEqual([]);
  });

  it(`keeps at most ${RECEIVING_ACCOUNT_LIMIT} accounts`, async () => {
    const player = await withPaymentPassword();
    for (let i = 0; i < RECEIVING_ACCOUNT_LIMIT; i++) {
      await bindCard(site, player, { accountNumber: `5000000000000${i}` });
    }
    const over = await bind(player, {
      ...bankCard,
      paymentPassword: PAYMENT_PASSWORD,
      loginPassword: player.password,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CONFLICT',
      value: { limit: RECEIVING_ACCOUNT_LIMIT },
    });
    expect((await list(player)).accounts).toHaveLength(RECEIVING_ACCOUNT_LIMIT);
  });

  it('removes an account only with the login password, and only its owner', async () => {
    const player = await withPaymentPassword();
    const id = await bindCard(site, player);
    const other = await withPaymentPassword();

    const missing = await remove(player, id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.field).toBe('loginPassword');
    const wrong = await remove(player, id, { loginPassword: 'Wrong-pw-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const notTheirs = await remove(other, id, { loginPassword: other.password });
    expect(notTheirs.statusCode).toBe(404);
    expect((await list(player)).accounts).toHaveLength(1);

    const done = await remove(player, id, { loginPassword: player.password });
    expect(done.statusCode, done.body).toBe(200);
    expect((await list(player)).accounts).toEqual([]);
    const again = await remove(player, id, { loginPassword: player.password });
    expect(again.statusCode).toBe(404);
  });

  it('is refused to trial accounts', async () => {
    const trial = await trialMember(site);
    const read = await memberGet(site, trial, '/wps/member/receiving-accounts');
    expect(read.json().code).toBe('TRIAL_ACCOUNT');
    const write = await bind(trial, { ...bankCard, paymentPassword: PAYMENT_PASSWORD });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('TRIAL_ACCOUNT');
  });
});
