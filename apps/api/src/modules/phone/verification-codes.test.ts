import { smsLimits } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { randomIp } from '../../../test/factories.js';
import type { Site } from '../../../test/members.js';
import { AppError } from '../../lib/errors.js';
import { merchantByCode, type Merchant } from '../merchants/index.js';
import { sandboxSmsGateway } from './sandbox-sms-gateway.js';
import { SmsRejected, type SmsGateway } from './sms-gateway.js';
import {
  authEvents,
  codeRows,
  codeSentTo,
  failingNumber,
  liveCodes,
  newNumber,
  newSite,
  outbox,
} from './test-kit.js';
import { checkCode, sendCode } from './verification-codes.service.js';

let ctx: TestContext;
let site: Site;
let merchant: Merchant;
const gateway = sandboxSmsGateway({ dailyQuota: 500 });

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  merchant = (await merchantByCode(ctx.db, site.code))!;
});
afterAll(() => ctx.close());

const SECOND = 1000;
const later = (base: Date, ms: number) => new Date(base.getTime() + ms);

function send(
  number: string,
  options: { purpose?: 'register' | 'login'; ip?: string; now?: Date; via?: SmsGateway } = {},
) {
  return sendCode(
    ctx.db,
    options.via ?? gateway,
    {
      merchant,
      to: { dialingCode: '84', number },
      purpose: options.purpose ?? 'register',
      ip: options.ip ?? randomIp(),
    },
    options.now,
  );
}

function check(
  number: string,
  code: string,
  options: { purpose?: 'register' | 'login'; now?: Date } = {},
) {
  return checkCode(
    ctx.db,
    {
      merchantId: merchant.id,
      to: { dialingCode: '84', number },
      purpose: options.purpose ?? 'register',
      code,
      ip: randomIp(),
    },
    options.now,
  );
}

/** The AppError a promise rejects with, as the API would answer it. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  return { status: e.statusCode, code: e.code, value: e.value };
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10 ** 6).padStart(6, '0');

describe('sending a code', () => {
  it('texts six digits in the merchant language and keeps only a salted digest', async () => {
    const number = newNumber();
    const sent = await send(number);
    const [text] = await outbox(ctx.db, merchant.id, number);
    expect(text!.text).toMatch(/^Test Casino: your code is \d{6}, valid 5 minutes$/);
    const code = await codeSentTo(ctx.db, merchant.id, number);

    const [row] = await codeRows(ctx.db, merchant.id, number);
    expect(row).toMatchObject({ purpose: 'register', status: 'live', dialing_code: '84' });
    expect(row!.code_digest).toMatch(/^scrypt1\$/);
    expect(row!.code_digest).not.toContain(code);
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(
      smsLimits.expiredMinutes * 60_000,
    );
    expect(sent.resendAt.getTime() - new Date(row!.created_at).getTime()).toBe(
      smsLimits.resendSeconds * SECOND,
    );
    const events = await authEvents(ctx.db, merchant.id);
    expect(events.at(-1)).toMatchObject({ event: 'sms.sent' });
    expect(JSON.stringify(events.at(-1)!.detail)).not.toContain(number);
  });

  it('makes codes that differ from one send to the next', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const number = newNumber();
      await send(number);
      codes.add(await codeSentTo(ctx.db, merchant.id, number));
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('refuses a resend before the wait is over, saying how long is left', async () => {
    const number = newNumber();
    const first = new Date();
    await send(number, { now: first });
    const tooSoon = await refusal(send(number, { now: later(first, 20 * SECOND) }));
    expect(tooSoon).toMatchObject({ status: 429, code: 'SMS_RESEND_TOO_SOON' });
    expect(tooSoon.value).toEqual({ retryAfterMs: 40 * SECOND });
    expect(await codeRows(ctx.db, merchant.id, number)).toHaveLength(1);
  });

  it('replaces the live code with the new one', async () => {
    const number = newNumber();
    const first = new Date(Date.now() - 2 * 60 * SECOND);
    await send(number, { now: first });
    const oldCode = await codeSentTo(ctx.db, merchant.id, number);
    await send(number);
    const newCode = await codeSentTo(ctx.db, merchant.id, number);
    expect(await liveCodes(ctx.db, merchant.id, number)).toBe(1);
    if (oldCode !== newCode) {
      expect(await refusal(check(number, oldCode))).toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
      });
    }
    await expect(check(number, newCode)).resolves.toBeUndefined();
  });

  it('texts one number at most perNumberPerHour times an hour', async () => {
    const number = newNumber();
    const start = new Date(Date.now() - 30 * 60 * SECOND);
    for (let i = 0; i < smsLimits.perNumberPerHour; i++) {
      await send(number, { now: later(start, i * 61 * SECOND) });
    }
    const now = later(start, smsLimits.perNumberPerHour * 61 * SECOND);
    const quota = await refusal(send(number, { now }));
    expect(quota).toMatchObject({ status: 429, code: 'QUOTA_EXCEEDED' });
    // The first send of the hour leaves the window an hour after it was made.
    expect(quota.value?.retryAfterMs).toBe(start.getTime() + 3600 * SECOND - now.getTime());
    expect(await codeRows(ctx.db, merchant.id, number)).toHaveLength(smsLimits.perNumberPerHour);
  });

  it('lets one address ask for at most perIpPerHour codes an hour', async () => {
    const ip = randomIp();
    for (let i = 0; i < smsLimits.perIpPerHour; i++) await send(newNumber(), { ip });
    const number = newNumber();
    expect(await refusal(send(number, { ip }))).toMatchObject({
      status: 429,
      code: 'QUOTA_EXCEEDED',
    });
    expect(await codeRows(ctx.db, merchant.id, number)).toHaveLength(0);
    await expect(send(number)).resolves.toBeDefined();
  });

  it.each([
    ['0000', 502, 'SMS_DELIVERY_FAILED'],
    ['0001', 400, 'INVALID_PHONE_NUMBER'],
    ['0002', 429, 'QUOTA_EXCEEDED'],
  ] as const)(
    'writes nothing when the gateway fails (number ending %s → %i %s)',
    async (suffix, status, code) => {
      const number = failingNumber(suffix);
      const failed = await refusal(send(number));
      expect(failed).toMatchObject({ status, code });
      expect(await codeRows(ctx.db, merchant.id, number)).toHaveLength(0);
      expect(await outbox(ctx.db, merchant.id, number)).toHaveLength(0);
      const events = await authEvents(ctx.db, merchant.id);
      expect(events.at(-1)).toMatchObject({ event: 'sms.fail' });
    },
  );

  it('keeps the previous code usable when a resend fails at the gateway', async () => {
    const number = newNumber();
    await send(number, { now: new Date(Date.now() - 2 * 60 * SECOND) });
    const code = await codeSentTo(ctx.db, merchant.id, number);
    const broken: SmsGateway = {
      provider: 'sandbox',
      send: async () => {
        throw new SmsRejected('delivery', 'down');
      },
    };
    expect(await refusal(send(number, { via: broken }))).toMatchObject({ status: 502 });
    expect(await codeRows(ctx.db, merchant.id, number)).toHaveLength(1);
    await expect(check(number, code)).resolves.toBeUndefined();
  });

  it('lets only one of two simultaneous sends to a number through', async () => {
    const number = newNumber();
    const results = await Promise.allSettled([send(number), send(number)]);
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures).toHaveLength(1);
    expect((failures[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'SMS_RESEND_TOO_SOON',
    });
    expect(await codeRows(ctx.db, merchant.id, number)).toHaveLength(1);
    expect(await outbox(ctx.db, merchant.id, number)).toHaveLength(1);
  });
});

describe('checking a code', () => {
  async function sentCode(purpose: 'register' | 'login' = 'register') {
    const number = newNumber();
    await send(number, { purpose });
    return { number, code: await codeSentTo(ctx.db, merchant.id, number) };
  }

  it('accepts the code once, then never again', async () => {
    const { number, code } = await sentCode();
    await expect(check(number, code)).resolves.toBeUndefined();
    const [row] = await codeRows(ctx.db, merchant.id, number);
    expect(row).toMatchObject({ status: 'used' });
    expect(await refusal(check(number, code))).toMatchObject({
      status: 400,
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'verificationCode' },
    });
  });

  it('refuses a code sent for another purpose', async () => {
    const { number, code } = await sentCode('login');
    expect(await refusal(check(number, code, { purpose: 'register' }))).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await expect(check(number, code, { purpose: 'login' })).resolves.toBeUndefined();
  });

  it('refuses a code for another number', async () => {
    const { code } = await sentCode();
    expect(await refusal(check(newNumber(), code))).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });

  it('refuses an expired code as expired', async () => {
    const { number, code } = await sentCode();
    const afterExpiry = later(new Date(), smsLimits.expiredMinutes * 60_000 + SECOND);
    expect(await refusal(check(number, code, { now: afterExpiry }))).toMatchObject({
      status: 400,
      code: 'VERIFICATION_CODE_EXPIRED',
      value: { field: 'verificationCode' },
    });
  });

  it('burns the code after maxGuesses wrong guesses', async () => {
    const { number, code } = await sentCode();
    for (let i = 1; i < smsLimits.maxGuesses; i++) {
      expect(await refusal(check(number, wrongCodeFor(code)))).toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
      });
    }
    expect((await codeRows(ctx.db, merchant.id, number))[0]).toMatchObject({
      status: 'live',
      wrong_guesses: smsLimits.maxGuesses - 1,
    });
    await refusal(check(number, wrongCodeFor(code)));
    expect((await codeRows(ctx.db, merchant.id, number))[0]).toMatchObject({ status: 'burnt' });
    expect(await refusal(check(number, code))).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    const events = await authEvents(ctx.db, merchant.id);
    expect(events.filter((e) => e.event === 'sms.code.fail').length).toBeGreaterThanOrEqual(
      smsLimits.maxGuesses + 1,
    );
  });

  it('compares no more than maxGuesses guesses, even sent all at once', async () => {
    const { number, code } = await sentCode();
    const sent = smsLimits.maxGuesses * 3;
    await Promise.allSettled(Array.from({ length: sent }, () => check(number, wrongCodeFor(code))));
    const [row] = await codeRows(ctx.db, merchant.id, number);
    expect(row).toMatchObject({ status: 'burnt', wrong_guesses: smsLimits.maxGuesses });
    const reasons = (await authEvents(ctx.db, merchant.id))
      .filter((e) => e.event === 'sms.code.fail' && String(e.detail.to).endsWith(number.slice(-4)))
      .map((e) => e.detail.reason);
    expect(reasons.filter((r) => r === 'no guesses left')).toHaveLength(
      sent - smsLimits.maxGuesses,
    );
    expect(await refusal(check(number, code))).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
  });

  it('lets only one of two simultaneous checks of the right code through', async () => {
    const { number, code } = await sentCode();
    const results = await Promise.allSettled([check(number, code), check(number, code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
