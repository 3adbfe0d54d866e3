import { ModId } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaWithAnswer, earnBotToken } from '../../../test/challenges.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { randomIp } from '../../../test/factories.js';
import {
  countMembers,
  createAccount,
  PASSWORD,
  sendLogin,
  type Site,
} from '../../../test/members.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  codeRows,
  codeSentTo,
  encrypted,
  letTimePass,
  newNumber,
  newSite,
  registrationSms,
  setFlag,
} from '../phone/test-kit.js';
import { checkCode } from '../phone/index.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A number with a registration code texted to it, and the code as read off the phone. */
async function textedNumber(site: Site) {
  const number = newNumber();
  expect((await registrationSms(site, number)).statusCode).toBe(200);
  return { number, code: await codeSentTo(ctx.db, site.merchantId, number) };
}

async function registerMobile(
  site: Site,
  fields: Record<string, unknown>,
  options: { botToken?: string | null } = {},
) {
  const botToken =
    options.botToken === undefined
      ? await earnBotToken(ctx.db, site.merchantId, 'register')
      : options.botToken;
  return encrypted(site, 'PUT', '/wps/member/register/mobile', {
    countryDialingCode: '84',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    registerUrl: 'https://play.example/register',
    domain: 'play.example',
    registerMethod: 'WEB',
    login: true,
    ...(botToken === null ? {} : { botToken }),
    ...fields,
  });
}

const memberByAccount = (site: Site, account: string) =>
  ctx.db
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', site.merchantId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();

describe('PUT /wps/member/register/mobile', () => {
  it('registers the number, names the account and signs the member in', async () => {
    const site = await newSite(ctx);
    const { number, code } = await textedNumber(site);
    const res = await registerMobile(site, { mobileNum: number, verificationCode: code });
    expect(res.statusCode).toBe(200);
    const grant = res.json().value;
    expect(grant).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(grant.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant.account).toMatch(/^[a-zA-Z][a-zA-Z0-9]{5,15}$/);

    const row = await memberByAccount(site, grant.account);
    expect(row).toMatchObject({
      mobile_num: number,
      country_dialing_code: '84',
      password_set: true,
      register_method: 'WEB',
    });
    expect(await verifyPassword(row.password_hash, PASSWORD)).toBe(true);
    expect((await codeRows(ctx.db, site.merchantId, number))[0]).toMatchObject({ status: 'used' });
    const audit = await ctx.db
      .selectFrom('auth_audit')
      .select(['event', 'detail'])
      .where('member_id', '=', row.id)
      .execute();
    expect(audit).toEqual([
      { event: 'register', detail: expect.objectContaining({ method: 'mobile' }) },
    ]);

    const login = await sendLogin(site, {
      username: grant.account,
      password: PASSWORD,
      remoteAddress: row.register_ip,
    });
    expect(login.statusCode).toBe(200);
  });

  it('opens an account without a password when the merchant asks none', async () => {
    const site = await newSite(ctx);
    await setFlag(site, ModId.MobileRegistrationPassword, false);
    const { number, code } = await textedNumber(site);
    const res = await registerMobile(site, {
      mobileNum: number,
      verificationCode: code,
      password: undefined,
      confirmPassword: undefined,
    });
    expect(res.statusCode).toBe(200);
    const row = await memberByAccount(site, res.json().value.account);
    expect(row.password_set).toBe(false);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a password the merchant does not ask for', async () => {
    const site = await newSite(ctx);
    await setFlag(site, ModId.MobileRegistrationPassword, false);
    const { number, code } = await textedNumber(site);
    const res = await registerMobile(site, { mobileNum: number, verificationCode: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues).toContainEqual(
      expect.objectContaining({ field: 'password', rule: 'not_allowed' }),
    );
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
    expect((await codeRows(ctx.db, site.merchantId, number))[0]).toMatchObject({ status: 'live' });
  });

  it('hangs the member under the referrer whose code it carries', async () => {
    const site = await newSite(ctx);
    const referrer = await createAccount(ctx.db, site.merchantId, { referralCode: 'REFMOB1' });
    const { number, code } = await textedNumber(site);
    const res = await registerMobile(site, {
      mobileNum: number,
      verificationCode: code,
      referralCode: 'refmob1',
    });
    expect(res.statusCode).toBe(200);
    expect((await memberByAccount(site, res.json().value.account)).upline_id).toBe(referrer.id);
  });

  const badInputs: [string, Record<string, unknown>, string, string][] = [
    ['a missing number', { mobileNum: undefined }, 'mobileNum', 'required'],
    ['a missing dialing code', { countryDialingCode: undefined }, 'countryDialingCode', 'required'],
    ['a missing code', { verificationCode: undefined }, 'verificationCode', 'required'],
    ['a username', { username: 'chosenname' }, 'username', 'not_allowed'],
    ['a number too long', { mobileNum: '9'.repeat(16) }, 'mobileNum', 'reg_pattern_DIGITS'],
    [
      'a number of the wrong pattern',
      { mobileNum: '91234abc5' },
      'mobileNum',
      'reg_pattern_DIGITS',
    ],
    ['a number of the wrong type', { mobileNum: 912345675 }, 'mobileNum', 'invalid_type'],
    [
      'a confirmation that differs',
      { confirmPassword: 'Other-pw1' },
      'confirmPassword',
      'mismatch',
    ],
    ['a field the merchant disabled', { qqNum: '123456' }, 'qqNum', 'not_allowed'],
  ];

  it.each(badInputs)(
    'refuses %s with the field and its rule, writing nothing',
    async (_, change, field, rule) => {
      const site = await newSite(ctx);
      const { number, code } = await textedNumber(site);
      const res = await registerMobile(site, {
        mobileNum: number,
        verificationCode: code,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().value.issues).toContainEqual(expect.objectContaining({ field, rule }));
      expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
      expect((await codeRows(ctx.db, site.merchantId, number))[0]).toMatchObject({
        status: 'live',
        wrong_guesses: 0,
      });
    },
  );

  it('refuses a wrong code, writing nothing', async () => {
    const site = await newSite(ctx);
    const { number, code } = await textedNumber(site);
    const wrong = String((Number(code) + 1) % 10 ** 6).padStart(6, '0');
    const res = await registerMobile(site, { mobileNum: number, verificationCode: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'verificationCode' },
    });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('refuses a code already spent', async () => {
    const site = await newSite(ctx);
    const { number, code } = await textedNumber(site);
    await checkCode(ctx.db, {
      merchantId: site.merchantId,
      to: { dialingCode: '84', number },
      purpose: 'register',
      code,
      ip: randomIp(),
    });
    const res = await registerMobile(site, { mobileNum: number, verificationCode: code });
    expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('refuses an expired code, writing nothing', async () => {
    const site = await newSite(ctx);
    const { number, code } = await textedNumber(site);
    await letTimePass(ctx.db, site.merchantId, number, 5 * 60_000);
    const res = await registerMobile(site, { mobileNum: number, verificationCode: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      value: { field: 'verificationCode' },
    });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it("refuses another number's code", async () => {
    const site = await newSite(ctx);
    const { code } = await textedNumber(site);
    const res = await registerMobile(site, { mobileNum: newNumber(), verificationCode: code });
    expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('refuses a number already registered before spending its code', async () => {
    const site = await newSite(ctx);
    const first = await textedNumber(site);
    expect(
      (await registerMobile(site, { mobileNum: first.number, verificationCode: first.code }))
        .statusCode,
    ).toBe(200);
    const res = await registerMobile(site, {
      mobileNum: first.number,
      verificationCode: first.code,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues[0]).toMatchObject({ field: 'mobileNum', rule: 'taken' });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
  });

  it('needs a bot token earned for registration', async () => {
    const site = await newSite(ctx);
    const { number, code } = await textedNumber(site);
    const forSms = await earnBotToken(ctx.db, site.merchantId, 'sms');
    const res = await registerMobile(
      site,
      { mobileNum: number, verificationCode: code },
      { botToken: forSms },
    );
    expect(res.json()).toMatchObject({ code: 'BOT_CHECK_FAILED', value: { field: 'botToken' } });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
    expect((await codeRows(ctx.db, site.merchantId, number))[0]).toMatchObject({ status: 'live' });
  });

  it('asks for the captcha when the merchant enables it', async () => {
    const site = await newSite(ctx);
    await ctx.db
      .updateTable('registration_field_rule')
      .set({ enabled: true })
      .where('merchant_id', '=', site.merchantId)
      .where('field', '=', 'captcha')
      .execute();
    const { number, code } = await textedNumber(site);
    const none = await registerMobile(site, { mobileNum: number, verificationCode: code });
    expect(none.json().value.issues[0]).toMatchObject({ field: 'captcha', rule: 'required' });
    const captchaId = await captchaWithAnswer(ctx.db, site.merchantId, 'register', 'ABCDE');
    const res = await registerMobile(site, {
      mobileNum: number,
      verificationCode: code,
      captchaId,
      captcha: 'ABCDE',
    });
    expect(res.statusCode).toBe(200);
  });

  it('is closed when mobile registration is off', async () => {
    const site = await newSite(ctx);
    const { number, code } = await textedNumber(site);
    await setFlag(site, ModId.MobileRegistration, false);
    const res = await registerMobile(site, { mobileNum: number, verificationCode: code });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REGISTRATION_CLOSED');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('refuses a plain-text body', async () => {
    const site = await newSite(ctx);
    const { number, code } = await textedNumber(site);
    const res = await site.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      headers: { merchant: site.code },
      payload: {
        mobileNum: number,
        countryDialingCode: '84',
        verificationCode: code,
        registerMethod: 'WEB',
        botToken: await earnBotToken(ctx.db, site.merchantId, 'register'),
      },
    });
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it("names accounts by the merchant's username rule", async () => {
    const site = await newSite(ctx);
    await ctx.db
      .updateTable('registration_field_rule')
      .set({ accepted_pattern: '^[a-z]+$', min_length: 8, max_length: 8 })
      .where('merchant_id', '=', site.merchantId)
      .where('field', '=', 'username')
      .execute();
    const { number, code } = await textedNumber(site);
    const res = await registerMobile(site, { mobileNum: number, verificationCode: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.account).toMatch(/^[a-z]{8}$/);
  });
});
