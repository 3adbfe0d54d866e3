import { ModId } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaWithAnswer, earnBotToken } from '../../../test/challenges.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { countMembers, registration, sendRegistration, type Site } from '../../../test/members.js';
import { codeRows, codeSentTo, newNumber, postSms } from '../phone/test-kit.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function newSite(): Promise<Site> {
  const merchant = await createMerchant(ctx.db);
  return { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
}

async function setRule(
  site: Site,
  field: string,
  change: { enabled?: boolean; required?: boolean },
) {
  await ctx.db
    .updateTable('registration_field_rule')
    .set(change)
    .where('merchant_id', '=', site.merchantId)
    .where('field', '=', field)
    .execute();
}

async function setFlag(site: Site, modId: string, enabled: boolean) {
  await ctx.db
    .updateTable('setting_node')
    .set({ enabled })
    .where('merchant_id', '=', site.merchantId)
    .where('mod_id', '=', modId)
    .execute();
}

describe('PUT /wps/member/register', () => {
  it('creates the member, hashes the password with argon2id and signs the member in', async () => {
    const site = await newSite();
    await setRule(site, 'nickname', { enabled: true });
    const payload = registration({ nickname: 'Lucky', email: 'lucky@play.example' });
    const res = await sendRegistration(site, payload);
    expect(res.statusCode).toBe(200);
    const grant = res.json().value;
    expect(grant).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(grant.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await ctx.db
      .selectFrom('member')
      .selectAll()
      .where('merchant_id', '=', site.merchantId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      account: payload.username,
      type: 0,
      nickname: 'Lucky',
      email: 'lucky@play.example',
      mobile_num: payload.mobileNum,
      country_dialing_code: '84',
      register_method: 'WEB',
      register_domain: 'play.example',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await ctx.db
      .selectFrom('auth_audit')
      .select('event')
      .where('member_id', '=', row.id)
      .execute();
    expect(audit.map((a) => a.event)).toEqual(['register']);
  });

  const badInputs: [string, Record<string, unknown>, string, string][] = [
    ['missing username', { username: undefined }, 'username', 'required'],
    ['too long username', { username: 'a234567890abcdefg' }, 'username', 'reg_pattern_USERNAME'],
    [
      'too short password',
      { password: 'abc', confirmPassword: 'abc' },
      'password',
      'reg_pattern_NO_SPACES',
    ],
    ['username of the wrong pattern', { username: '1abcdefg' }, 'username', 'reg_pattern_USERNAME'],
    ['username of the wrong type', { username: 12345678 }, 'username', 'invalid_type'],
    ['confirmation that differs', { confirmPassword: 'Other-pw1' }, 'confirmPassword', 'mismatch'],
    ['missing mobile number', { mobileNum: undefined }, 'mobileNum', 'required'],
    ['a field the merchant disabled', { qqNum: '123456' }, 'qqNum', 'not_allowed'],
    ['an e-mail of the wrong pattern', { email: 'not-an-email' }, 'email', 'reg_pattern_EMAIL'],
    ['no register method', { registerMethod: undefined }, 'registerMethod', 'invalid_value'],
  ];

  it.each(badInputs)(
    'refuses %s with the field and its rule, writing nothing',
    async (_, change, field, rule) => {
      const site = await newSite();
      const res = await sendRegistration(site, { ...registration(), ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.value.issues).toContainEqual(expect.objectContaining({ field, rule }));
      expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
    },
  );

  it('refuses a username already taken, whatever its case', async () => {
    const site = await newSite();
    const first = registration();
    expect((await sendRegistration(site, first)).statusCode).toBe(200);
    const res = await sendRegistration(
      site,
      registration({ username: first.username!.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().value).toMatchObject({ field: 'username' });
    expect(res.json().value.issues[0].rule).toBe('taken');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
  });

  it('refuses a mobile number already registered', async () => {
    const site = await newSite();
    const first = registration();
    expect((await sendRegistration(site, first)).statusCode).toBe(200);
    const res = await sendRegistration(site, registration({ mobileNum: first.mobileNum }));
    expect(res.statusCode).toBe(400);
    expect(res.json().value).toMatchObject({ field: 'mobileNum' });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
  });

  it("refuses the merchant's weak default password", async () => {
    const site = await newSite();
    const res = await sendRegistration(
      site,
      registration({ password: 'sorteo123', confirmPassword: 'sorteo123' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues[0]).toMatchObject({ field: 'password', rule: 'weak_default' });
  });

  it('refuses a plain-text body', async () => {
    const site = await newSite();
    const botToken = await earnBotToken(ctx.db, site.merchantId, 'register');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: site.code },
      payload: { ...registration(), botToken },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('requires a bot token earned for registration, and spends it', async () => {
    const site = await newSite();
    const missing = await sendRegistration(site, registration(), { botToken: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.field).toBe('botToken');

    const forLogin = await earnBotToken(ctx.db, site.merchantId, 'login');
    const wrongFlow = await sendRegistration(site, registration(), { botToken: forLogin });
    expect(wrongFlow.json().code).toBe('BOT_CHECK_FAILED');

    const botToken = await earnBotToken(ctx.db, site.merchantId, 'register');
    expect((await sendRegistration(site, registration(), { botToken })).statusCode).toBe(200);
    const reused = await sendRegistration(site, registration(), { botToken });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('BOT_CHECK_FAILED');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
  });

  it('asks for a captcha when the merchant enables its rule', async () => {
    const site = await newSite();
    await setRule(site, 'captcha', { enabled: true });
    const none = await sendRegistration(site, registration());
    expect(none.statusCode).toBe(400);
    expect(none.json().value.issues[0]).toMatchObject({ field: 'captcha', rule: 'required' });

    const wrongId = await captchaWithAnswer(ctx.db, site.merchantId, 'register', 'ABCDE');
    const wrong = await sendRegistration(
      site,
      registration({ captchaId: wrongId, captcha: 'ZZZZZ' }),
    );
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');

    const captchaId = await captchaWithAnswer(ctx.db, site.merchantId, 'register', 'ABCDE');
    const right = await sendRegistration(site, registration({ captchaId, captcha: 'abcde' }));
    expect(right.statusCode).toBe(200);
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
  });

  it('accepts an optional field once enabled and checks it by its pattern', async () => {
    const site = await newSite();
    await setRule(site, 'qqNum', { enabled: true });
    const bad = await sendRegistration(site, registration({ qqNum: '12ab5' }));
    expect(bad.json().value.issues[0]).toMatchObject({
      field: 'qqNum',
      rule: 'reg_pattern_DIGITS',
    });
    expect((await sendRegistration(site, registration({ qqNum: '123456' }))).statusCode).toBe(200);
  });

  it('is closed when username registration is off', async () => {
    const site = await newSite();
    await setFlag(site, ModId.UsernameRegistration, false);
    const res = await sendRegistration(site, registration());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REGISTRATION_CLOSED');
  });

  it('needs an invitation code when direct registration is off', async () => {
    const site = await newSite();
    await setFlag(site, ModId.DirectRegistration, false);
    const res = await sendRegistration(site, registration());
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues[0]).toMatchObject({ field: 'affiliateCode', rule: 'required' });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('lets exactly one of several concurrent registrations of a username through', async () => {
    const site = await newSite();
    const username = registration().username;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => sendRegistration(site, registration({ username }))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400]);
    for (const r of results.filter((r) => r.statusCode === 400)) {
      expect(r.json().value.field).toBe('username');
    }
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
  });
});

describe('PUT /wps/member/register with SMS verification (REGMOBVERF3)', () => {
  async function siteWithSms() {
    const site = await newSite();
    await setFlag(site, ModId.MobileRegistrationVerification, true);
    return site;
  }

  async function textedNumber(site: Site) {
    const number = newNumber();
    const res = await postSms(site, '/wps/verification/sms/register', {
      countryDialingCode: '84',
      mobileNo: number,
    });
    expect(res.statusCode).toBe(200);
    return { number, code: await codeSentTo(ctx.db, site.merchantId, number) };
  }

  it('registers with the code texted to the number, and spends it', async () => {
    const site = await siteWithSms();
    const { number, code } = await textedNumber(site);
    const res = await sendRegistration(
      site,
      registration({ mobileNum: number, verificationCode: code }),
    );
    expect(res.statusCode).toBe(200);
    expect(await countMembers(ctx.db, site.merchantId)).toBe(1);
    expect((await codeRows(ctx.db, site.merchantId, number))[0]).toMatchObject({ status: 'used' });
  });

  it('needs the code before anything else is checked or written', async () => {
    const site = await siteWithSms();
    const { number } = await textedNumber(site);
    const res = await sendRegistration(site, registration({ mobileNum: number }));
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues).toContainEqual(
      expect.objectContaining({ field: 'verificationCode', rule: 'required' }),
    );
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('needs the mobile number even when its rule is disabled', async () => {
    const site = await siteWithSms();
    await setRule(site, 'mobileNum', { enabled: false, required: false });
    const res = await sendRegistration(
      site,
      registration({ mobileNum: undefined, verificationCode: '123456' }),
    );
    expect(res.json().value.issues).toContainEqual(
      expect.objectContaining({ field: 'mobileNum', rule: 'required' }),
    );
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('refuses a wrong code, writing nothing', async () => {
    const site = await siteWithSms();
    const { number, code } = await textedNumber(site);
    const wrong = String((Number(code) + 1) % 10 ** 6).padStart(6, '0');
    const res = await sendRegistration(
      site,
      registration({ mobileNum: number, verificationCode: wrong }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'verificationCode' },
    });
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });

  it('refuses a code texted to another number', async () => {
    const site = await siteWithSms();
    const { code } = await textedNumber(site);
    const res = await sendRegistration(
      site,
      registration({ mobileNum: newNumber(), verificationCode: code }),
    );
    expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await countMembers(ctx.db, site.merchantId)).toBe(0);
  });
});
