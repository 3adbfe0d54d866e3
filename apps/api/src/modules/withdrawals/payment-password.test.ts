import { paymentPasswordLimits } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { verifyPaymentPassword } from './payment-password.service.js';
import {
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

const status = async (player: Player) =>
  (await memberGet(site, player, '/wps/member/payment-password')).json();
const put = (player: Player, body: Record<string, unknown>) =>
  memberCall(site, player, 'PUT', '/wps/member/payment-password', body);

describe('payment password', () => {
  it('is set the first time with the login password, then shows as set', async () => {
    const player = await signedInMember(site);
    expect(await status(player)).toEqual({ success: true, value: { isSet: false } });

    const res = await put(player, { paymentPassword: '135790', loginPassword: player.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ isSet: true });
    expect(await status(player)).toEqual({ success: true, value: { isSet: true } });
  });

  it('asks the login password for the first one, and refuses a wrong one', async () => {
    const player = await signedInMember(site);
    const missing = await put(player, { paymentPassword: '135790' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      code: 'REAUTHENTICATION_REQUIRED',
      value: { field: 'loginPassword' },
    });
    const wrong = await put(player, { paymentPassword: '135790', loginPassword: 'Not-it-99' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      value: { field: 'loginPassword' },
    });
    expect((await status(player)).value.isSet).toBe(false);
  });

  it('accepts six digits only', async () => {
    const player = await signedInMember(site);
    for (const paymentPassword of ['12345', '1234567', 'abcdef', '12 456', '']) {
      const res = await put(player, { paymentPassword, loginPassword: player.password });
      expect(res.statusCode, paymentPassword).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { field: 'paymentPassword' },
      });
    }
    const noBody = await put(player, {});
    expect(noBody.json().value.field).toBe('paymentPassword');
  });

  it('is changed with the current payment password, not the login password', async () => {
    const player = await signedInMember(site);
    await setPaymentPassword(site, player);

    const withLogin = await put(player, {
      paymentPassword: '112233',
      loginPassword: player.password,
    });
    expect(withLogin.statusCode).toBe(400);
    expect(withLogin.json().value.field).toBe('oldPaymentPassword');

    const wrong = await put(player, { paymentPassword: '112233', oldPaymentPassword: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
      value: { field: 'oldPaymentPassword' },
    });

    const right = await put(player, {
      paymentPassword: '112233',
      oldPaymentPassword: PAYMENT_PASSWORD,
    });
    expect(right.statusCode, right.body).toBe(200);
    await expect(verifyPaymentPassword(ctx.db, player.id, '112233')).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(ctx.db, player.id, PAYMENT_PASSWORD)).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
    });
  });

  it('locks for 5 minutes after 5 wrong guesses, even for the right one, then opens again', async () => {
    const player = await signedInMember(site);
    await setPaymentPassword(site, player);
    const t0 = new Date('2030-01-01T10:00:00Z');
    const guess = (password: string, at: Date) =>
      verifyPaymentPassword(ctx.db, player.id, password, at);

    for (let i = 1; i < paymentPasswordLimits.failuresBeforeLock; i++) {
      await expect(guess('999999', t0)).rejects.toMatchObject({
        statusCode: 400,
        code: 'PAYMENT_PASSWORD_INCORRECT',
        value: { attemptsLeft: paymentPasswordLimits.failuresBeforeLock - i },
      });
    }
    await expect(guess('999999', t0)).rejects.toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      value: { retryAfterSeconds: 5 * 60 },
    });
    const fourMinutes = new Date(t0.getTime() + 4 * 60_000);
    await expect(guess(PAYMENT_PASSWORD, fourMinutes)).rejects.toMatchObject({
      statusCode: 429,
    });
    const sixMinutes = new Date(t0.getTime() + 6 * 60_000);
    await expect(guess(PAYMENT_PASSWORD, sixMinutes)).resolves.toBeUndefined();
    // The right one cleared the count: four wrong guesses do not lock it again.
    for (let i = 0; i < 4; i++) {
      await expect(guess('999999', sixMinutes)).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(guess(PAYMENT_PASSWORD, sixMinutes)).resolves.toBeUndefined();
  });

  it('counts parallel wrong guesses one by one', async () => {
    const player = await signedInMember(site);
    await setPaymentPassword(site, player);
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => verifyPaymentPassword(ctx.db, player.id, '999999', now)),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? r.reason.statusCode : 200));
    expect(codes.filter((c) => c === 400)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    await expect(
      verifyPaymentPassword(ctx.db, player.id, PAYMENT_PASSWORD, now),
    ).rejects.toMatchObject({ statusCode: 429 });
  });

  it('compares at most five guesses per lock, however many arrive at once', async () => {
    const player = await signedInMember(site);
    await setPaymentPassword(site, player);
    const now = new Date();
    const guesses = [...Array.from({ length: 39 }, () => '999999'), PAYMENT_PASSWORD];
    const results = await Promise.allSettled(
      guesses.map((password) => verifyPaymentPassword(ctx.db, player.id, password, now)),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? r.reason.statusCode : 200));
    // Every answer other than 429 means the guess was compared with the stored hash.
    const compared = codes.filter((c) => c !== 429);
    expect(compared.length).toBeLessThanOrEqual(paymentPasswordLimits.failuresBeforeLock);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('answers PAYMENT_PASSWORD_NOT_SET to a check before one is set', async () => {
    const player = await signedInMember(site);
    await expect(verifyPaymentPassword(ctx.db, player.id, '123456')).rejects.toMatchObject({
      statusCode: 403,
      code: 'PAYMENT_PASSWORD_NOT_SET',
    });
  });

  it('is refused to trial accounts and to callers without a session', async () => {
    const trial = await trialMember(site);
    const read = await memberGet(site, trial, '/wps/member/payment-password');
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('TRIAL_ACCOUNT');
    const write = await put(trial, { paymentPassword: '135790', loginPassword: 'x' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('TRIAL_ACCOUNT');

    const anonymous = await memberGet(site, { token: 'nope' }, '/wps/member/payment-password');
    expect(anonymous.statusCode).toBe(401);
  });
});
