import { loginLimits, resetLinkLimits } from '@sorteo/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { randomIp } from '../../../test/factories.js';
import { asOperator } from '../../../test/clients.js';
import { createAccount, newUsername, type Site } from '../../../test/members.js';
import { failureKeys, recordFailure } from '../members/index.js';
import { attemptLimits } from './attempt-limits.js';
import {
  authEvents,
  encrypted,
  infoStatus,
  linkStatus,
  liveRememberTokens,
  memberWithEmail,
  newEmail,
  newSite,
  outbox,
  passwordHashOf,
  requestReset,
  resetLinkIn,
  sessionOf,
  signIn,
} from './test-kit.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx, { name: 'Casa Sorteo' });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Fresh-pw22';

const formOf = (m: { account: string; email: string }) => ({ username: m.account, email: m.email });

const resetBy = (token: string, newPassword = NEW_PASSWORD, confirm = newPassword, s = site) =>
  encrypted(s, '/wps/member/password/reset', {
    token,
    newPassword,
    confirmNewPassword: confirm,
  });

/** Asks for a reset and answers the token of the link the mail carried. */
async function mailedToken(member: { account: string; email: string }, s = site) {
  const res = await requestReset(s, { username: member.account, email: member.email });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await outbox(s, member.email);
  return resetLinkIn(mail!.text_body).token;
}

async function linkRows(memberId: number) {
  return ctx.db
    .selectFrom('password_reset_link')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
}

describe('forgot password by e-mail', () => {
  it('mails a link that sets a new password once and signs every session out', async () => {
    const member = await memberWithEmail(site);
    const before = await passwordHashOf(site, member.id);
    const sessionA = await sessionOf(site, member.account);
    const remembered = await signIn(site, member.account, { remember: true });
    const sessionB = remembered.json().value.token as string;
    expect(await liveRememberTokens(site, member.id)).toBe(1);

    const res = await requestReset(site, {
      username: member.account.toUpperCase(),
      email: member.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    expect(res.headers['cache-control']).toBe('no-store');

    const mails = await outbox(site, member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Casa Sorteo: reset your password');
    expect(mail.text_body).toContain(member.account);
    expect(mail.text_body).toContain(`${resetLinkLimits.validMinutes} minutes`);
    const { link, token } = resetLinkIn(mail.text_body);
    expect(link).toBe(`http://localhost:${ctx.config.port}/resetPassword?token=${token}`);
    expect(mail.html_body).toContain(`href="${link}"`);
    // 256 bits, and the database keeps only a hash of it.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await linkRows(member.id);
    expect(row!.token_hash).not.toContain(token);
    expect(JSON.stringify(await linkRows(member.id))).not.toContain(token);

    const status = await linkStatus(site, token);
    expect(status.statusCode).toBe(200);
    expect(status.json().value.account).toBe(member.account);
    const expiresIn = status.json().value.expiresAt - Date.now();
    expect(expiresIn).toBeGreaterThan((resetLinkLimits.validMinutes - 1) * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(resetLinkLimits.validMinutes * 60_000);

    const reset = await resetBy(token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ success: true, value: null });

    expect(await infoStatus(site, sessionA)).toBe(401);
    expect(await infoStatus(site, sessionB)).toBe(401);
    expect(await liveRememberTokens(site, member.id)).toBe(0);
    const after = await passwordHashOf(site, member.id);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_set).toBe(true);
    expect(after.password_expires_at).toBeNull();
    expect(new Date(after.password_changed_at).getTime()).toBeGreaterThan(
      new Date(before.password_changed_at).getTime(),
    );

    expect((await signIn(site, member.account)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(site, member.account, { password: NEW_PASSWORD })).statusCode).toBe(200);

    const replay = await resetBy(token, 'Another-pw33');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await linkStatus(site, token)).json().code).toBe('RESET_LINK_INVALID');
    expect((await signIn(site, member.account, { password: NEW_PASSWORD })).statusCode).toBe(200);

    const events = (await authEvents(site, member.id)).map((e) => e.event);
    expect(events).toContain('password.reset.request');
    expect(events).toContain('password.reset');
  });

  it('answers as for a match, sending nothing, unless account and e-mail belong together here', async () => {
    const member = await memberWithEmail(site);
    const other = await memberWithEmail(site);
    const elsewhere = await newSite(ctx);
    const noEmail = await createAccount(ctx.db, site.merchantId);
    const cases = [
      { username: member.account, email: other.email },
      { username: newUsername(), email: member.email },
      { username: noEmail.account, email: newEmail() },
    ];
    for (const form of cases) {
      const res = await requestReset(site, form);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: null });
    }
    const foreign = await requestReset(elsewhere, {
      username: member.account,
      email: member.email,
    });
    expect(foreign.json()).toEqual({ success: true, value: null });

    for (const m of [member, other, noEmail]) expect(await linkRows(m.id)).toHaveLength(0);
    expect(await outbox(site, member.email)).toHaveLength(0);
    expect(await outbox(site, other.email)).toHaveLength(0);
  });

  it('refuses missing, too long and wrongly typed fields, and writes nothing', async () => {
    const member = await memberWithEmail(site);
    const form = (fields: Record<string, string>) =>
      site.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { merchant: site.code, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: randomIp(),
      });
    const cases: [Promise<LightMyRequestResponse>, string][] = [
      [form({ email: member.email }), 'username'],
      [form({ username: member.account }), 'email'],
      [form({ username: '   ', email: member.email }), 'username'],
      [form({ username: 'u'.repeat(65), email: member.email }), 'username'],
      [form({ username: member.account, email: `${'e'.repeat(250)}@x.io` }), 'email'],
      [
        site.app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          headers: { merchant: site.code },
          payload: { username: 12345678, email: member.email },
        }),
        'username',
      ],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect(await linkRows(member.id)).toHaveLength(0);
    expect(await outbox(site, member.email)).toHaveLength(0);
  });

  it('voids the older link when a newer one is asked for', async () => {
    const member = await memberWithEmail(site);
    const first = await mailedToken(member);
    const second = await mailedToken(member);
    expect(second).not.toBe(first);
    expect((await linkStatus(site, first)).json().code).toBe('RESET_LINK_INVALID');
    expect((await resetBy(first)).json().code).toBe('RESET_LINK_INVALID');
    expect((await resetBy(second)).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const member = await memberWithEmail(site);
    const token = await mailedToken(member);
    await ctx.db
      .updateTable('password_reset_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    const before = await passwordHashOf(site, member.id);
    expect((await linkStatus(site, token)).json().code).toBe('RESET_LINK_INVALID');
    const res = await resetBy(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_LINK_INVALID');
    expect((await passwordHashOf(site, member.id)).password_hash).toBe(before.password_hash);
    expect((await signIn(site, member.account)).statusCode).toBe(200);
  });

  it('checks the new password with the merchant rule and keeps the link live when refused', async () => {
    const member = await memberWithEmail(site);
    const token = await mailedToken(member);
    const refused: [string, string, string, string][] = [
      ['has space', 'has space', 'newPassword', 'reg_pattern_NO_SPACES'],
      ['abc', 'abc', 'newPassword', 'reg_pattern_NO_SPACES'],
      [NEW_PASSWORD, 'Other-pw44', 'confirmNewPassword', 'mismatch'],
      ['sorteo123', 'sorteo123', 'newPassword', 'weak_default'],
      ['x'.repeat(129), 'x'.repeat(129), 'newPassword', 'too_big'],
    ];
    for (const [password, confirm, field, rule] of refused) {
      const res = await resetBy(token, password, confirm);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
      expect(res.json().value.issues[0].rule).toBe(rule);
    }
    const wrongType = await encrypted(site, '/wps/member/password/reset', {
      token,
      newPassword: 12345678,
      confirmNewPassword: 12345678,
    });
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const missing = await encrypted(site, '/wps/member/password/reset', { token });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const shortToken = await resetBy('abc');
    expect(shortToken.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'token' },
    });

    expect((await linkStatus(site, token)).statusCode).toBe(200);
    expect((await signIn(site, member.account)).statusCode).toBe(200);
    expect((await resetBy(token)).statusCode).toBe(200);
  });

  it('lifts the sign-in lock of the account it resets', async () => {
    const member = await memberWithEmail(site);
    const keys = failureKeys(site.merchantId, member.account, randomIp());
    for (let i = 0; i < loginLimits.lockAfterFailures; i++) {
      await recordFailure(ctx.db, keys, new Date());
    }
    expect((await signIn(site, member.account)).json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await resetBy(await mailedToken(member))).statusCode).toBe(200);
    expect((await signIn(site, member.account, { password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('takes the new password only encrypted, and links only on their own merchant', async () => {
    const member = await memberWithEmail(site);
    const token = await mailedToken(member);
    const plain = await site.app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      headers: { merchant: site.code },
      payload: { token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    const elsewhere = await newSite(ctx);
    expect((await linkStatus(elsewhere, token)).json().code).toBe('RESET_LINK_INVALID');
    expect((await resetBy(token, NEW_PASSWORD, NEW_PASSWORD, elsewhere)).statusCode).toBe(400);
    expect((await resetBy(token)).statusCode).toBe(200);
  });

  it('throttles requests per account and per address', async () => {
    const member = await memberWithEmail(site);
    for (let i = 0; i < attemptLimits.emailResetPerAccount; i++) {
      expect((await requestReset(site, formOf(member))).statusCode).toBe(200);
    }
    const tooMany = await requestReset(site, { username: member.account, email: member.email });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many requests, try again after 5 minutes',
    });
    expect(await outbox(site, member.email)).toHaveLength(attemptLimits.emailResetPerAccount);

    const ip = randomIp();
    for (let i = 0; i < attemptLimits.emailResetPerAddress; i++) {
      const res = await requestReset(
        site,
        { username: newUsername(), email: newEmail() },
        { remoteAddress: ip },
      );
      expect(res.statusCode).toBe(200);
    }
    const fresh = await memberWithEmail(site);
    const blocked = await requestReset(site, formOf(fresh), { remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(await outbox(site, fresh.email)).toHaveLength(0);
    expect(
      (await requestReset(site, formOf(fresh), { remoteAddress: randomIp() })).statusCode,
    ).toBe(200);
  });

  it('writes the mail in the merchant language', async () => {
    const subjects = {
      es: 'Sorteo Uno: restablece tu contraseña',
      zh: 'Sorteo Uno：重置您的密码',
      pt: 'Sorteo Uno: redefina sua senha',
    } as const;
    for (const [language, subject] of Object.entries(subjects)) {
      const s = await newSite(ctx, {
        name: 'Sorteo Uno',
        defaultLanguage: language as keyof typeof subjects,
        supportedLanguages: [language as keyof typeof subjects],
      });
      const member = await memberWithEmail(s);
      expect((await requestReset(s, formOf(member))).statusCode).toBe(200);
      const [mail] = await outbox(s, member.email);
      expect(mail!.subject).toBe(subject);
      expect(mail!.text_body).toContain(`${resetLinkLimits.validMinutes}`);
    }
  });
});

describe('where the reset link points', () => {
  async function linkVia(s: Site, host?: string) {
    const member = await memberWithEmail(s);
    const res = await requestReset(s, formOf(member), host ? { host } : {});
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox(s, member.email);
    return resetLinkIn(mail!.text_body).link.replace(/\/resetPassword.*$/, '');
  }

  it('uses a registered merchant domain, never a forged Host', async () => {
    const branded = await newSite(ctx, { hosts: ['play.example.test', 'www.example.test'] });
    expect(await linkVia(branded, 'www.example.test')).toBe('https://www.example.test');
    expect(await linkVia(branded, 'WWW.Example.test:443')).toBe('https://www.example.test');
    expect(await linkVia(branded, 'evil.example')).toBe('https://play.example.test');
    const bare = await newSite(ctx);
    expect(await linkVia(bare, 'evil.example')).toBe(`http://localhost:${ctx.config.port}`);
    expect(await linkVia(bare, '127.0.0.1:5173')).toBe(`http://127.0.0.1:${ctx.config.port}`);
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const app = await ctx.appWith({ PUBLIC_URL: 'https://www.sorteo.example/some/path' });
    const s = await newSite(ctx, { hosts: ['public.example.test'] }, app);
    expect(await linkVia(s, 'public.example.test')).toBe('https://www.sorteo.example');
  });
});

describe('GET /admin/sandbox/mail', () => {
  it("lists this merchant's sandbox mail to its owners, newest first", async () => {
    const s = await newSite(ctx);
    const member = await memberWithEmail(s);
    const other = await memberWithEmail(s);
    await requestReset(s, formOf(member));
    await requestReset(s, formOf(other));
    await requestReset(s, formOf(member));

    const editor = await asOperator(ctx, s.merchantId, 'editor');
    expect((await editor.get('/admin/sandbox/mail')).statusCode).toBe(403);
    const owner = await asOperator(ctx, s.merchantId, 'owner');
    const all = await owner.get('/admin/sandbox/mail');
    expect(all.statusCode).toBe(200);
    expect(all.json().value.map((m: { to: string }) => m.to)).toEqual([
      member.email,
      other.email,
      member.email,
    ]);
    const mine = await owner.get(
      `/admin/sandbox/mail?to=${encodeURIComponent(member.email.toUpperCase())}&limit=1`,
    );
    const [latest] = mine.json().value;
    expect(mine.json().value).toHaveLength(1);
    expect(latest).toMatchObject({ to: member.email, subject: 'Test Casino: reset your password' });
    expect(resetLinkIn(latest.text).token).toHaveLength(43);
    expect(latest.html).toContain('/resetPassword?token=');
    expect(typeof latest.sentAt).toBe('number');

    expect((await owner.get('/admin/sandbox/mail?limit=0')).statusCode).toBe(400);
    expect((await owner.get('/admin/sandbox/mail?limit=abc')).statusCode).toBe(400);
    const outsider = await asOperator(ctx, (await newSite(ctx)).merchantId, 'owner');
    expect((await outsider.get('/admin/sandbox/mail')).json().value).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/admin/sandbox/mail' });
    expect(anonymous.statusCode).toBe(401);
  });
});
