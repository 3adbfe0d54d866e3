import { createHash } from 'node:crypto';
import { rememberLimits } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount, withToken, type Site } from '../../../test/members.js';
import {
  authEvents,
  encrypted,
  infoStatus,
  liveRememberTokens,
  newSite,
  sessionOf,
  signIn,
} from './test-kit.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
});
afterAll(() => ctx.close());

const DAY_MS = rememberLimits.hours * 60 * 60_000;

const rememberLogin = (username: string, rememberToken: unknown, s = site) =>
  encrypted(s, '/wps/session/login', { type: 'remember', username, rememberToken });

async function sessionCount(memberId: number): Promise<number> {
  const rows = await ctx.db
    .selectFrom('member_session')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.length;
}

/** A member signed in with remember-me: the session and the remember token. */
async function remembered(options: { password?: string } = {}) {
  const member = await createAccount(ctx.db, site.merchantId, options);
  const res = await signIn(site, member.account, { ...options, remember: true });
  expect(res.statusCode, res.body).toBe(200);
  const { token, rememberToken, rememberExpiresAt } = res.json().value;
  return { ...member, token, rememberToken, rememberExpiresAt };
}

describe('remember-me', () => {
  it('answers a revocable token with a remembered login, never without', async () => {
    const member = await createAccount(ctx.db, site.merchantId);
    const plain = await signIn(site, member.account);
    expect(plain.json().value.rememberToken).toBeUndefined();
    expect(plain.json().value.rememberExpiresAt).toBeUndefined();
    const no = await signIn(site, member.account, { remember: false });
    expect(no.json().value.rememberToken).toBeUndefined();

    const before = Date.now();
    const res = await signIn(site, member.account, { remember: true });
    const { rememberToken, rememberExpiresAt } = res.json().value;
    expect(Buffer.from(rememberToken, 'base64url')).toHaveLength(32);
    expect(rememberExpiresAt).toBeGreaterThanOrEqual(before + DAY_MS - 1000);
    expect(rememberExpiresAt).toBeLessThanOrEqual(Date.now() + DAY_MS);
    const [row] = await ctx.db
      .selectFrom('remember_token')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(row!.token_hash).toBe(createHash('sha256').update(rememberToken).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(rememberToken);
    expect(row!.session_id).not.toBeNull();
  });

  it('signs in once per token, rotating it, and a replay revokes the whole chain', async () => {
    const member = await remembered();
    const first = await rememberLogin(member.account.toUpperCase(), member.rememberToken);
    expect(first.statusCode, first.body).toBe(200);
    const grant = first.json().value;
    expect(grant).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expect(grant.rememberToken).not.toBe(member.rememberToken);
    expect(grant.rememberExpiresAt).toBe(member.rememberExpiresAt);
    expect(grant.token).not.toBe(member.token);
    expect(await infoStatus(site, grant.token)).toBe(200);
    const ok = (await authEvents(site, member.id)).filter((e) => e.event === 'login.ok');
    expect(ok.at(-1)!.detail).toEqual({ method: 'remember' });

    const sessions = await sessionCount(member.id);
    const replay = await rememberLogin(member.account, member.rememberToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'REMEMBER_TOKEN_INVALID',
      message: 'Remembered sign-in has expired',
    });
    // Someone held a copy: the successor dies with it.
    expect((await rememberLogin(member.account, grant.rememberToken)).statusCode).toBe(401);
    expect(await sessionCount(member.id)).toBe(sessions);
    expect(await liveRememberTokens(site, member.id)).toBe(0);
  });

  it('refuses a wrong username, an unknown or expired token, or another merchant', async () => {
    const member = await remembered();
    const other = await createAccount(ctx.db, site.merchantId);
    const elsewhere = await newSite(ctx);
    const refused = [
      await rememberLogin(other.account, member.rememberToken),
      await rememberLogin(member.account, 'x'.repeat(43)),
      await rememberLogin(member.account, member.rememberToken, elsewhere),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('REMEMBER_TOKEN_INVALID');
    }
    expect(await sessionCount(member.id)).toBe(1);

    await ctx.db
      .updateTable('remember_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    const expired = await rememberLogin(member.account, member.rememberToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('REMEMBER_TOKEN_INVALID');
    expect(await sessionCount(member.id)).toBe(1);
    const reasons = (await authEvents(site, member.id))
      .filter((e) => e.event === 'login.fail')
      .map((e) => e.detail.reason);
    expect(reasons).toEqual(['remember-token', 'remember-expired']);
  });

  it('dies with the logout of the session that issued it, not of another', async () => {
    const member = await remembered();
    const other = await sessionOf(site, member.account);
    const logout = (token: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: withToken(site, token),
      });
    expect((await logout(other)).statusCode).toBe(200);
    const still = await rememberLogin(member.account, member.rememberToken);
    expect(still.statusCode).toBe(200);
    const next = still.json().value;

    expect((await logout(next.token)).statusCode).toBe(200);
    const after = await rememberLogin(member.account, next.rememberToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('REMEMBER_TOKEN_INVALID');
  });

  it('applies the account rules of a password login', async () => {
    const disabled = await remembered();
    await ctx.db
      .updateTable('member')
      .set({ status: 'disabled' })
      .where('id', '=', disabled.id)
      .execute();
    const refused = await rememberLogin(disabled.account, disabled.rememberToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');

    const trial = await remembered();
    await ctx.db.updateTable('member').set({ type: 4 }).where('id', '=', trial.id).execute();
    const nonMember = await rememberLogin(trial.account, trial.rememberToken);
    expect(nonMember.statusCode).toBe(403);
    expect(nonMember.json().code).toBe('NON_MEMBER_ACCOUNT');

    const weak = await remembered({ password: 'sorteo123' });
    const weakGrant = await rememberLogin(weak.account, weak.rememberToken);
    expect(weakGrant.json().value.passwordExpired).toBe(true);
    const expiring = await remembered();
    await ctx.db
      .updateTable('member')
      .set({ password_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    const expiredGrant = await rememberLogin(expiring.account, expiring.rememberToken);
    expect(expiredGrant.json().value.passwordExpired).toBe(true);
  });

  it('refuses bad input without opening anything', async () => {
    const member = await remembered();
    const cases: [unknown, unknown, string][] = [
      [undefined, member.rememberToken, 'username'],
      ['u'.repeat(65), member.rememberToken, 'username'],
      [member.account, undefined, 'rememberToken'],
      [member.account, 'short-token-15c', 'rememberToken'],
      [member.account, 't'.repeat(201), 'rememberToken'],
      [member.account, 1234567890123456, 'rememberToken'],
    ];
    for (const [username, token, field] of cases) {
      const res = await rememberLogin(username as string, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect(await sessionCount(member.id)).toBe(1);
    expect((await rememberLogin(member.account, member.rememberToken)).statusCode).toBe(200);
  });
});
