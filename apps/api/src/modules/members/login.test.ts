import { loginLimits } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaWithAnswer, earnBotToken } from '../../../test/challenges.js';
import { injectEncrypted } from '../../../test/encrypt.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import {
  createAccount,
  newUsername,
  PASSWORD,
  sendLogin,
  withToken,
  type Site,
} from '../../../test/members.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
});
afterAll(() => ctx.close());

const wrong = (username: string, remoteAddress: string) =>
  sendLogin(site, { username, password: 'Wrong-pw9', remoteAddress });

async function solvedCaptcha() {
  const captchaId = await captchaWithAnswer(ctx.db, site.merchantId, 'login', 'ABCDE');
  return { captchaId, captcha: 'ABCDE' };
}

/** Moves every counter of the merchant back, as if `ms` had passed. */
async function letTimePass(ms: number) {
  const rows = await ctx.db
    .selectFrom('login_failure')
    .selectAll()
    .where('merchant_id', '=', site.merchantId)
    .execute();
  for (const r of rows) {
    await ctx.db
      .updateTable('login_failure')
      .set({
        window_start: new Date(new Date(r.window_start).getTime() - ms),
        locked_until: r.locked_until ? new Date(new Date(r.locked_until).getTime() - ms) : null,
      })
      .where('merchant_id', '=', r.merchant_id)
      .where('scope', '=', r.scope)
      .where('key', '=', r.key)
      .execute();
  }
}

describe('POST /wps/session/login', () => {
  it('signs a member in and answers what to do next', async () => {
    const member = await createAccount(ctx.db, site.merchantId);
    const res = await sendLogin(site, {
      username: member.account.toUpperCase(),
      password: PASSWORD,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const again = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: randomIp(),
    });
    expect(again.json().value.firstTimeLogin).toBe(false);
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, again.json().value.token),
    });
    expect(info.json().value.account).toBe(member.account);
    const ips = await ctx.db
      .selectFrom('known_login_ip')
      .select('ip')
      .where('member_id', '=', member.id)
      .execute();
    expect(ips).toHaveLength(2);
  });

  it('answers one INVALID_CREDENTIALS for a wrong password and an unknown account', async () => {
    const member = await createAccount(ctx.db, site.merchantId);
    const badPassword = await wrong(member.account, randomIp());
    const noAccount = await wrong(newUsername(), randomIp());
    for (const res of [badPassword, noAccount]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      });
    }
  });

  it('is refused in plain text and without a login bot token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: site.code },
      payload: { type: 'username', username: 'someone', password: PASSWORD, botToken: 'x' },
    });
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');

    const member = await createAccount(ctx.db, site.merchantId);
    const credentials = { type: 'username', username: member.account, password: PASSWORD };
    const call = (payload: object) =>
      injectEncrypted(ctx.app, {
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: site.code },
        payload,
        remoteAddress: randomIp(),
      });
    const missing = await call(credentials);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.field).toBe('botToken');
    const forRegister = await earnBotToken(ctx.db, site.merchantId, 'register');
    const wrongFlow = await call({ ...credentials, botToken: forRegister });
    expect(wrongFlow.json().code).toBe('BOT_CHECK_FAILED');
    const botToken = await earnBotToken(ctx.db, site.merchantId, 'login');
    expect((await call({ ...credentials, botToken })).statusCode).toBe(200);
    expect((await call({ ...credentials, botToken })).json().code).toBe('BOT_CHECK_FAILED');
  });

  it('asks for a captcha after 3 failures and locks the account after 10', async () => {
    const member = await createAccount(ctx.db, site.merchantId);
    const ip = () => randomIp();
    for (let i = 1; i < loginLimits.captchaAfterFailures; i++) {
      expect((await wrong(member.account, ip())).json().value).toBeUndefined();
    }
    const third = await wrong(member.account, ip());
    expect(third.json().value).toEqual({ captcha: true });

    const noCaptcha = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: ip(),
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });

    for (let i = loginLimits.captchaAfterFailures + 1; i < loginLimits.lockAfterFailures; i++) {
      const res = await sendLogin(site, {
        username: member.account,
        password: 'Wrong-pw9',
        remoteAddress: ip(),
        ...(await solvedCaptcha()),
      });
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
    }
    const tenth = await sendLogin(site, {
      username: member.account,
      password: 'Wrong-pw9',
      remoteAddress: ip(),
      ...(await solvedCaptcha()),
    });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many requests, try again after 5 minutes',
    });

    const rightButLocked = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: ip(),
      ...(await solvedCaptcha()),
    });
    expect(rightButLocked.statusCode).toBe(429);

    await letTimePass(loginLimits.lockMs - 1000);
    const stillLocked = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: ip(),
      ...(await solvedCaptcha()),
    });
    expect(stillLocked.statusCode).toBe(429);
    await letTimePass(1000);
    const free = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: ip(),
    });
    expect(free.statusCode).toBe(200);

    const events = await ctx.db
      .selectFrom('auth_audit')
      .select('event')
      .where('member_id', '=', member.id)
      .execute();
    const count = (e: string) => events.filter((x) => x.event === e).length;
    expect(count('login.fail')).toBe(loginLimits.lockAfterFailures);
    expect(count('login.lockout')).toBe(1);
    expect(count('login.ok')).toBe(1);
  });

  it('counts failures per address across accounts', async () => {
    const ip = randomIp();
    for (let i = 1; i < loginLimits.captchaAfterFailures; i++) await wrong(newUsername(), ip);
    expect((await wrong(newUsername(), ip)).json().value).toEqual({ captcha: true });
    for (let i = loginLimits.captchaAfterFailures + 1; i < loginLimits.lockAfterFailures; i++) {
      await sendLogin(site, {
        username: newUsername(),
        password: 'Wrong-pw9',
        remoteAddress: ip,
        ...(await solvedCaptcha()),
      });
    }
    const tenth = await sendLogin(site, {
      username: newUsername(),
      password: 'Wrong-pw9',
      remoteAddress: ip,
      ...(await solvedCaptcha()),
    });
    expect(tenth.json().code).toBe('TOO_MANY_ATTEMPTS');

    const member = await createAccount(ctx.db, site.merchantId);
    const fromThere = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: ip,
    });
    expect(fromThere.statusCode).toBe(429);
    const elsewhere = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: randomIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('clears the account count on success but keeps the address count', async () => {
    const member = await createAccount(ctx.db, site.merchantId);
    const ip = randomIp();
    await wrong(member.account, ip);
    await wrong(member.account, randomIp());
    expect(
      (
        await sendLogin(site, {
          username: member.account,
          password: PASSWORD,
          remoteAddress: randomIp(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await wrong(member.account, randomIp())).json().value).toBeUndefined();
  });

  it('refuses trial accounts with NON_MEMBER_ACCOUNT and lets agent types in', async () => {
    const trial = await createAccount(ctx.db, site.merchantId, { type: 4 });
    const res = await sendLogin(site, {
      username: trial.account,
      password: PASSWORD,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NON_MEMBER_ACCOUNT');
    for (const type of [1, 2, 41, 42] as const) {
      const agent = await createAccount(ctx.db, site.merchantId, { type });
      const ok = await sendLogin(site, {
        username: agent.account,
        password: PASSWORD,
        remoteAddress: randomIp(),
      });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('refuses a disabled account only after the password is proved', async () => {
    const member = await createAccount(ctx.db, site.merchantId);
    await ctx.db
      .updateTable('member')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expect((await wrong(member.account, randomIp())).json().code).toBe('INVALID_CREDENTIALS');
    const res = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: randomIp(),
    });
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });

  it("answers passwordExpired for the merchant's weak default or a password past its expiry", async () => {
    const weak = await createAccount(ctx.db, site.merchantId, { password: 'sorteo123' });
    const weakRes = await sendLogin(site, {
      username: weak.account,
      password: 'sorteo123',
      remoteAddress: randomIp(),
    });
    expect(weakRes.json().value).toMatchObject({ passwordExpired: true, weakPassword: true });

    const old = await createAccount(ctx.db, site.merchantId, {
      passwordExpiresAt: new Date(Date.now() - 1000),
    });
    const oldRes = await sendLogin(site, {
      username: old.account,
      password: PASSWORD,
      remoteAddress: randomIp(),
    });
    expect(oldRes.json().value).toMatchObject({ passwordExpired: true, weakPassword: false });

    const stored = await ctx.db
      .selectFrom('member')
      .select('password_hash')
      .where('id', '=', weak.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain('sorteo123');
  });
});
