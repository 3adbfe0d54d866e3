import { ModId, smsLimits } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnBotToken } from '../../../test/challenges.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { randomIp } from '../../../test/factories.js';
import type { Site } from '../../../test/members.js';
import {
  codeRows,
  failingNumber,
  letTimePass,
  memberWithMobile,
  newNumber,
  newSite,
  noLoginSms,
  outbox,
  postSms,
  registrationSms,
  setFlag,
} from './test-kit.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function nothingSentTo(site: Site, number: string) {
  expect(await codeRows(ctx.db, site.merchantId, number)).toHaveLength(0);
  expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(0);
}

describe('POST /wps/verification/sms/register/mobile', () => {
  it('texts a code to a new number and says how long it is valid', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    const res = await registrationSms(site, number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { expiredMinutes: smsLimits.expiredMinutes },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const [text] = await outbox(ctx.db, site.merchantId, number);
    expect(text).toMatchObject({ dialing_code: '84' });
    expect(text!.text).toMatch(/\b\d{6}\b/);
  });

  it('writes the text in the language the browser prefers, if the merchant has it', async () => {
    const site = await newSite(ctx, { supportedLanguages: ['en', 'zh'] });
    const number = newNumber();
    const res = await registrationSms(site, number, {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    const [text] = await outbox(ctx.db, site.merchantId, number);
    expect(text!.text).toMatch(/^Test Casino：您的验证码是 \d{6}，5 分钟内有效$/);
  });

  it('refuses a number already registered, sending nothing', async () => {
    const site = await newSite(ctx);
    const member = await memberWithMobile(site);
    const res = await registrationSms(site, member.number);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'mobileNo', issues: [expect.objectContaining({ rule: 'taken' })] },
    });
    await nothingSentTo(site, member.number);
  });

  it('is not allowed when mobile registration is off', async () => {
    const site = await newSite(ctx);
    await setFlag(site, ModId.MobileRegistration, false);
    const number = newNumber();
    const res = await registrationSms(site, number);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATION_NOT_ALLOWED');
    await nothingSentTo(site, number);
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a missing number', { mobileNo: undefined }, 'mobileNo'],
    ['a number too long', { mobileNo: '9'.repeat(21) }, 'mobileNo'],
    ['a number of the wrong pattern', { mobileNo: '9123abc45' }, 'mobileNo'],
    ['a number of the wrong type', { mobileNo: 912345675 }, 'mobileNo'],
    ['a dialing code too long', { countryDialingCode: '84845' }, 'countryDialingCode'],
    ['a missing dialing code', { countryDialingCode: undefined }, 'countryDialingCode'],
    ["a number the merchant's rule refuses (7 digits)", { mobileNo: '9123455' }, 'mobileNo'],
  ];

  it.each(badInputs)('refuses %s with the field, sending nothing', async (_, change, field) => {
    const site = await newSite(ctx);
    const number = newNumber();
    const res = await postSms(site, '/wps/verification/sms/register/mobile', {
      countryDialingCode: '84',
      mobileNo: number,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    await nothingSentTo(site, number);
    const all = await ctx.db
      .selectFrom('sms_code')
      .select('id')
      .where('merchant_id', '=', site.merchantId)
      .execute();
    expect(all).toHaveLength(0);
  });

  it('needs a slider token earned for SMS, and spends it', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    const missing = await registrationSms(site, number, { botToken: null });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'botToken' },
    });

    const forLogin = await earnBotToken(ctx.db, site.merchantId, 'login');
    const wrongFlow = await registrationSms(site, number, { botToken: forLogin });
    expect(wrongFlow.json()).toMatchObject({
      code: 'BOT_CHECK_FAILED',
      value: { field: 'botToken' },
    });
    await nothingSentTo(site, number);

    const botToken = await earnBotToken(ctx.db, site.merchantId, 'sms');
    expect((await registrationSms(site, number, { botToken })).statusCode).toBe(200);
    const replayed = await registrationSms(site, newNumber(), { botToken });
    expect(replayed.json().code).toBe('BOT_CHECK_FAILED');
  });

  it('refuses a resend within the wait, then sends again once it is over', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    const ip = randomIp();
    expect((await registrationSms(site, number, { remoteAddress: ip })).statusCode).toBe(200);
    const tooSoon = await registrationSms(site, number, { remoteAddress: ip });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('SMS_RESEND_TOO_SOON');
    expect(tooSoon.json().value.retryAfterMs).toBeGreaterThan(50_000);
    expect(tooSoon.json().value.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(1);

    await letTimePass(ctx.db, site.merchantId, number, 61_000);
    expect((await registrationSms(site, number, { remoteAddress: ip })).statusCode).toBe(200);
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(2);
  });

  it('stops a number after perNumberPerHour texts in an hour', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    for (let i = 0; i < smsLimits.perNumberPerHour; i++) {
      expect((await registrationSms(site, number)).statusCode).toBe(200);
      await letTimePass(ctx.db, site.merchantId, number, 61_000);
    }
    const res = await registrationSms(site, number);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('QUOTA_EXCEEDED');
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(smsLimits.perNumberPerHour);
  });

  it.each([
    ['0000', 502, 'SMS_DELIVERY_FAILED', undefined],
    ['0001', 400, 'INVALID_PHONE_NUMBER', 'mobileNo'],
    ['0002', 429, 'QUOTA_EXCEEDED', undefined],
  ] as const)(
    'answers a gateway failure (number ending %s) with %i %s, leaving no code',
    async (suffix, status, code, field) => {
      const site = await newSite(ctx);
      const number = failingNumber(suffix);
      const res = await registrationSms(site, number);
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      if (field) expect(res.json().value.field).toBe(field);
      await nothingSentTo(site, number);
    },
  );

  it("answers quota exceeded once the merchant's sandbox has sent its daily texts", async () => {
    const app = await ctx.appWith({ SMS_SANDBOX_DAILY_QUOTA: '2' });
    const site = await newSite(ctx, {}, app);
    for (let i = 0; i < 2; i++)
      expect((await registrationSms(site, newNumber())).statusCode).toBe(200);
    const number = newNumber();
    const res = await registrationSms(site, number);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('QUOTA_EXCEEDED');
    await nothingSentTo(site, number);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('is not allowed unless username registration asks for SMS (REGMOBVERF3)', async () => {
    const site = await newSite(ctx);
    const number = newNumber();
    const url = '/wps/verification/sms/register';
    const payload = { countryDialingCode: '84', mobileNo: number };
    const off = await postSms(site, url, payload);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('OPERATION_NOT_ALLOWED');
    await nothingSentTo(site, number);

    await setFlag(site, ModId.MobileRegistrationVerification, true);
    const on = await postSms(site, url, payload);
    expect(on.statusCode).toBe(200);
    expect(on.json().value).toEqual({ expiredMinutes: smsLimits.expiredMinutes });
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(1);
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  it("texts a sign-in code to a member's number and says when to ask again", async () => {
    const site = await newSite(ctx);
    const member = await memberWithMobile(site);
    const before = Date.now();
    const res = await noLoginSms(site, member.number);
    expect(res.statusCode).toBe(200);
    const { expirationTime } = res.json().value;
    expect(expirationTime).toBeGreaterThanOrEqual(before + smsLimits.resendSeconds * 1000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + smsLimits.resendSeconds * 1000);
    const [row] = await codeRows(ctx.db, site.merchantId, member.number);
    expect(row).toMatchObject({ purpose: 'login', status: 'live' });
  });

  it('texts a reset code when the purpose says so', async () => {
    const site = await newSite(ctx);
    const member = await memberWithMobile(site);
    const res = await noLoginSms(site, member.number, 'resetPassword');
    expect(res.statusCode).toBe(200);
    const [row] = await codeRows(ctx.db, site.merchantId, member.number);
    expect(row).toMatchObject({ purpose: 'resetPassword' });
  });

  it('answers a number no member has as it answers a member, sending nothing', async () => {
    const site = await newSite(ctx);
    const member = await memberWithMobile(site);
    const number = newNumber();
    const unbound = await noLoginSms(site, number);
    const bound = await noLoginSms(site, member.number);
    expect(unbound.statusCode).toBe(bound.statusCode);
    expect(Object.keys(unbound.json().value)).toEqual(Object.keys(bound.json().value));
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(0);
    expect(await outbox(ctx.db, site.merchantId, member.number)).toHaveLength(1);

    // Asking again at once is refused alike, so the limits tell nothing either.
    const unboundAgain = await noLoginSms(site, number);
    const boundAgain = await noLoginSms(site, member.number);
    expect(unboundAgain.statusCode).toBe(429);
    expect(unboundAgain.json().code).toBe(boundAgain.json().code);
    expect(await outbox(ctx.db, site.merchantId, number)).toHaveLength(0);
  });

  it.each([
    ['login', ModId.MobileCodeLogin],
    ['resetPassword', ModId.ChangePasswordVerification],
  ] as const)('is not allowed for %s when its flag is off', async (purpose, flag) => {
    const site = await newSite(ctx);
    await setFlag(site, flag, false);
    const member = await memberWithMobile(site);
    const res = await noLoginSms(site, member.number, purpose);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATION_NOT_ALLOWED');
    await nothingSentTo(site, member.number);
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a purpose it does not serve', { purpose: 'register' }, 'purpose'],
    ['a missing number', { mobileNum: undefined }, 'mobileNum'],
    ['a number of the wrong pattern', { mobileNum: '+84 912' }, 'mobileNum'],
    ['a number of the wrong type', { mobileNum: ['912345675'] }, 'mobileNum'],
    ['a bot token too long', { botToken: 'x'.repeat(201) }, 'botToken'],
  ];

  it.each(badInputs)('refuses %s with the field', async (_, change, field) => {
    const site = await newSite(ctx);
    const member = await memberWithMobile(site);
    const { botToken, ...fields } = change as { botToken?: string };
    const res = await postSms(
      site,
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '84', mobileNum: member.number, ...fields },
      botToken === undefined ? {} : { botToken },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    await nothingSentTo(site, member.number);
  });
});
