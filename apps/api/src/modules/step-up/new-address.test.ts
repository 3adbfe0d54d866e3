import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnBotToken } from '../../../test/challenges.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { injectEncrypted } from '../../../test/encrypt.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import {
  createAccount,
  PASSWORD,
  registration,
  sendLogin,
  sendRegistration,
  withToken,
  type Site,
} from '../../../test/members.js';
import { codeSentTo } from '../phone/test-kit.js';
import { openSession } from '../members/index.js';
import { hotp, timeStep, totp } from './totp.js';
import { secretBytes } from './totp.service.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
});
afterAll(() => ctx.close());

/** A member registered by username with a mobile, from `ip`. */
async function memberWithMobile(ip = randomIp()) {
  const payload = registration();
  const res = await sendRegistration(site, payload, { remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(res.body);
  const row = await ctx.db
    .selectFrom('member')
    .select('id')
    .where('account', '=', payload.username!)
    .executeTakeFirstOrThrow();
  return { id: row.id, account: payload.username!, mobile: payload.mobileNum!, registeredFrom: ip };
}

/** An account without mobile that binds an authenticator through the security centre. */
async function memberWithAuthenticator() {
  const member = await createAccount(ctx.db, site.merchantId);
  const token = await openSession(
    ctx.db,
    member.id,
    { merchantId: site.merchantId, ip: '192.0.2.1', userAgent: null },
    new Date(),
  );
  const headers = withToken(site, token);
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/security/totp/setup',
    headers,
  });
  const secret: string = setup.json().value.secret;
  // The confirming code spends the current step; logins below use the next one.
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/security/totp/confirm',
    headers,
    payload: { code: totp(secretBytes(secret), new Date()) },
  });
  expect(confirm.statusCode).toBe(200);
  return { ...member, secret };
}

const nextCode = (secret: string) => hotp(secretBytes(secret), timeStep(new Date()) + 1);

const login = (account: string, remoteAddress: string) =>
  sendLogin(site, { username: account, password: PASSWORD, remoteAddress });

async function challenged(account: string, ip: string) {
  const res = await login(account, ip);
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('VERIFICATION_REQUIRED');
  return res.json().value as {
    ticket: string;
    methods: string[];
    maskedMobile: string | null;
    expiresAt: number;
  };
}

const post = (url: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/wps/session/login/verify${url}`,
    headers: { merchant: site.code },
    payload,
    remoteAddress,
  });

const sessionsOf = async (memberId: number) =>
  (
    await ctx.db
      .selectFrom('member_session')
      .select('id')
      .where('member_id', '=', memberId)
      .execute()
  ).length;

const knownIps = async (memberId: number) =>
  (
    await ctx.db
      .selectFrom('known_login_ip')
      .select('ip')
      .where('member_id', '=', memberId)
      .execute()
  ).map((r) => r.ip);

const eventsOf = async (memberId: number) =>
  (
    await ctx.db
      .selectFrom('auth_audit')
      .select('event')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((r) => r.event);

const smsCodeTo = (mobile: string) => codeSentTo(ctx.db, site.merchantId, mobile);

describe('login from a new address', () => {
  it('needs an SMS code to the bound mobile, then opens the session and knows the address', async () => {
    const member = await memberWithMobile();
    expect((await login(member.account, member.registeredFrom)).statusCode).toBe(200);
    const sessionsBefore = await sessionsOf(member.id);

    const ip = randomIp();
    const before = Date.now();
    const challenge = await challenged(member.account, ip);
    expect(challenge.methods).toEqual(['sms']);
    expect(challenge.maskedMobile).toBe(
      `+84 ${'*'.repeat(member.mobile.length - 4)}${member.mobile.slice(-4)}`,
    );
    expect(challenge.ticket.length).toBeGreaterThanOrEqual(22);
    expect(challenge.expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(challenge.expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(await sessionsOf(member.id)).toBe(sessionsBefore);
    const stored = await ctx.db
      .selectFrom('step_up_ticket')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(challenge.ticket);

    const sms = await post('/sms', { ticket: challenge.ticket }, ip);
    expect(sms.statusCode).toBe(200);
    expect(sms.json().value.expirationTime).toBeGreaterThan(Date.now());
    const code = await smsCodeTo(member.mobile);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('', { ticket: challenge.ticket, method: 'sms', code: wrongCode }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'code' },
    });

    const elsewhere = await post('', { ticket: challenge.ticket, method: 'sms', code }, randomIp());
    expect(elsewhere.statusCode).toBe(401);

    const res = await post('', { ticket: challenge.ticket, method: 'sms', code }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const grant = res.json().value;
    expect(grant).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, grant.token),
    });
    expect(info.json().value.account).toBe(member.account);
    expect(await knownIps(member.id)).toContain(ip);

    const replay = await post('', { ticket: challenge.ticket, method: 'sms', code }, ip);
    expect(replay.statusCode).toBe(401);
    expect((await login(member.account, ip)).statusCode).toBe(200);
    expect(await eventsOf(member.id)).toEqual([
      'register',
      'login.ok',
      'login.stepUp.required',
      'sms.sent',
      'login.stepUp.sms',
      'sms.code.fail',
      'login.stepUp.fail',
      'login.stepUp.ok',
      'login.ok',
      'login.ok',
    ]);
  });

  it('takes a code of the bound authenticator, once', async () => {
    const member = await memberWithAuthenticator();
    const ip = randomIp();
    const challenge = await challenged(member.account, ip);
    expect(challenge).toMatchObject({ methods: ['totp'], maskedMobile: null });

    const noMobile = await post(
      '',
      { ticket: challenge.ticket, method: 'sms', code: '123456' },
      ip,
    );
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'method' },
    });
    const sms = await post('/sms', { ticket: challenge.ticket }, ip);
    expect(sms.json().code).toBe('MISSING_PHONE_NUMBER');

    const code = nextCode(member.secret);
    const res = await post('', { ticket: challenge.ticket, method: 'totp', code }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toEqual(expect.any(String));

    const otherIp = randomIp();
    const second = await challenged(member.account, otherIp);
    const reused = await post('', { ticket: second.ticket, method: 'totp', code }, otherIp);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('offers both methods when both are bound', async () => {
    const member = await memberWithAuthenticator();
    await ctx.db
      .updateTable('member')
      .set({ country_dialing_code: '1', mobile_num: '5550001234' })
      .where('id', '=', member.id)
      .execute();
    const challenge = await challenged(member.account, randomIp());
    expect(challenge).toMatchObject({ methods: ['sms', 'totp'], maskedMobile: '+1 ******1234' });
  });

  it('burns the ticket at the fifth wrong code', async () => {
    const member = await memberWithAuthenticator();
    const ip = randomIp();
    const { ticket } = await challenged(member.account, ip);
    const right = nextCode(member.secret);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('', { ticket, method: 'totp', code: wrong }, ip);
      expect(res.statusCode).toBe(400);
    }
    const late = await post('', { ticket, method: 'totp', code: right }, ip);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('UNAUTHORIZED');
    expect(await knownIps(member.id)).not.toContain(ip);
  });

  it('refuses an expired ticket, and a ticket of an account disabled since', async () => {
    const member = await memberWithAuthenticator();
    const ip = randomIp();
    const first = await challenged(member.account, ip);
    await ctx.db
      .updateTable('step_up_ticket')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    const expired = await post(
      '',
      { ticket: first.ticket, method: 'totp', code: nextCode(member.secret) },
      ip,
    );
    expect(expired.statusCode).toBe(401);

    const second = await challenged(member.account, ip);
    await ctx.db
      .updateTable('member')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    const disabled = await post(
      '',
      { ticket: second.ticket, method: 'totp', code: nextCode(member.secret) },
      ip,
    );
    expect(disabled.statusCode).toBe(401);
    expect(await sessionsOf(member.id)).toBe(1);
  });

  it('carries what the password login knew: expiry and remember-me', async () => {
    const member = await memberWithAuthenticator();
    await ctx.db
      .updateTable('member')
      .set({ password_expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', member.id)
      .execute();
    const ip = randomIp();
    const res = await injectEncrypted(ctx.app, {
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: site.code },
      payload: {
        type: 'username',
        username: member.account,
        password: PASSWORD,
        remember: true,
        botToken: await earnBotToken(ctx.db, site.merchantId, 'login'),
      },
      remoteAddress: ip,
    });
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
    const verified = await post(
      '',
      { ticket: res.json().value.ticket, method: 'totp', code: nextCode(member.secret) },
      ip,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: true,
      weakPassword: false,
      rememberToken: expect.any(String),
    });
  });

  it('lets a member with neither mobile nor authenticator in, and the address becomes known', async () => {
    const member = await createAccount(ctx.db, site.merchantId);
    const ip = randomIp();
    const res = await login(member.account, ip);
    expect(res.statusCode).toBe(200);
    expect(await knownIps(member.id)).toEqual([ip]);
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const member = await memberWithMobile();
    const ip = randomIp();
    const { ticket } = await challenged(member.account, ip);
    const cases: [object, string][] = [
      [{ ticket: 'short', method: 'sms', code: '123456' }, 'ticket'],
      [{ method: 'sms', code: '123456' }, 'ticket'],
      [{ ticket, method: 'email', code: '123456' }, 'method'],
      [{ ticket, method: 'sms' }, 'code'],
      [{ ticket, method: 'sms', code: '1'.repeat(17) }, 'code'],
      [{ ticket, method: 'sms', code: 123456 }, 'code'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('', payload, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    const unknown = await post('', { ticket: 'x'.repeat(43), method: 'sms', code: '123456' }, ip);
    expect(unknown.statusCode).toBe(401);
    const smsBad = await post('/sms', { ticket: 42 }, ip);
    expect(smsBad.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'ticket' } });
    const failures = await ctx.db
      .selectFrom('step_up_ticket')
      .select(['failures', 'used_at'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(failures).toEqual({ failures: 0, used_at: null });
    expect(await sessionsOf(member.id)).toBe(1);
  });
});
