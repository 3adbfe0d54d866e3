import { loginLimits } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount, PASSWORD, withToken, type Site } from '../../../test/members.js';
import {
  authEvents,
  encrypted,
  infoStatus,
  liveRememberTokens,
  newSite,
  passwordHashOf,
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

const NEW_PASSWORD = 'Changed-pw66';

const change = (token: string, payload: Record<string, unknown>) =>
  encrypted(site, '/wps/member/password', payload, withToken(site, token));

const fullChange = (old: string | undefined, next = NEW_PASSWORD, confirm = next) => ({
  ...(old === undefined ? {} : { oldPassword: old }),
  newPassword: next,
  confirmNewPassword: confirm,
});

async function signedInMember() {
  const member = await createAccount(ctx.db, site.merchantId, {
    passwordExpiresAt: new Date(Date.now() - 60_000),
  });
  return { ...member, token: await sessionOf(site, member.account) };
}

describe('POST /wps/member/password', () => {
  it('changes the password, keeps this session and signs every other one out', async () => {
    const member = await signedInMember();
    const other = await sessionOf(site, member.account);
    const remembered = await signIn(site, member.account, { remember: true });
    expect(await liveRememberTokens(site, member.id)).toBe(1);

    const res = await change(member.token, fullChange(PASSWORD));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });

    expect(await infoStatus(site, member.token)).toBe(200);
    expect(await infoStatus(site, other)).toBe(401);
    expect(await infoStatus(site, remembered.json().value.token)).toBe(401);
    expect(await liveRememberTokens(site, member.id)).toBe(0);
    const stored = await passwordHashOf(site, member.id);
    expect(stored.password_expires_at).toBeNull();
    expect(stored.password_set).toBe(true);

    expect((await signIn(site, member.account)).json().code).toBe('INVALID_CREDENTIALS');
    const fresh = await signIn(site, member.account, { password: NEW_PASSWORD });
    expect(fresh.json().value).toMatchObject({ passwordExpired: false });
    const events = (await authEvents(site, member.id)).map((e) => e.event);
    expect(events).toContain('password.change');
  });

  it('refuses a wrong old password, and wrong guesses lock the account like sign-ins', async () => {
    const member = await signedInMember();
    const before = await passwordHashOf(site, member.id);
    for (let i = 1; i < loginLimits.lockAfterFailures; i++) {
      const res = await change(member.token, fullChange('Wrong-pw00'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'OLD_PASSWORD_INCORRECT',
        value: { field: 'oldPassword' },
      });
      if (i === loginLimits.captchaAfterFailures) {
        // The sign-in form now asks this account for a captcha.
        expect((await signIn(site, member.account)).json().code).toBe('CAPTCHA_INVALID');
      }
    }
    const last = await change(member.token, fullChange('Wrong-pw00'));
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await change(member.token, fullChange(PASSWORD))).statusCode).toBe(429);
    expect((await passwordHashOf(site, member.id)).password_hash).toBe(before.password_hash);
    const events = (await authEvents(site, member.id)).map((e) => e.event);
    expect(events.filter((e) => e === 'password.change.fail')).toHaveLength(
      loginLimits.lockAfterFailures + 1,
    );
    expect(events).toContain('login.lockout');
  });

  it('refuses the same password, a bad new one and a wrong confirmation; nothing changes', async () => {
    const member = await signedInMember();
    const other = await sessionOf(site, member.account);
    const before = await passwordHashOf(site, member.id);
    const refused: [Record<string, unknown>, string, string, string][] = [
      [fullChange(PASSWORD, PASSWORD), 'PASSWORD_UNCHANGED', 'newPassword', ''],
      [fullChange(undefined), 'VALIDATION_FAILED', 'oldPassword', 'required'],
      [
        fullChange(PASSWORD, 'with space'),
        'VALIDATION_FAILED',
        'newPassword',
        'reg_pattern_NO_SPACES',
      ],
      [fullChange(PASSWORD, 'abc'), 'VALIDATION_FAILED', 'newPassword', 'reg_pattern_NO_SPACES'],
      [
        fullChange(PASSWORD, NEW_PASSWORD, 'Other-pw77'),
        'VALIDATION_FAILED',
        'confirmNewPassword',
        'mismatch',
      ],
      [fullChange(PASSWORD, 'p'.repeat(129)), 'VALIDATION_FAILED', 'newPassword', 'too_big'],
      [fullChange('o'.repeat(129)), 'VALIDATION_FAILED', 'oldPassword', 'too_big'],
      [
        { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
        'VALIDATION_FAILED',
        'confirmNewPassword',
        'invalid_type',
      ],
      [
        { oldPassword: PASSWORD, newPassword: 12345678, confirmNewPassword: 12345678 },
        'VALIDATION_FAILED',
        'newPassword',
        'invalid_type',
      ],
    ];
    for (const [payload, code, field, rule] of refused) {
      const res = await change(member.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code, value: { field } });
      if (rule) expect(res.json().value.issues[0].rule).toBe(rule);
    }
    expect((await passwordHashOf(site, member.id)).password_hash).toBe(before.password_hash);
    expect(await infoStatus(site, other)).toBe(200);
    expect((await signIn(site, member.account)).statusCode).toBe(200);
  });

  it('does not ask for an old password the member never had', async () => {
    const member = await signedInMember();
    await ctx.db
      .updateTable('member')
      .set({ password_set: false })
      .where('id', '=', member.id)
      .execute();
    const res = await change(member.token, fullChange(undefined));
    expect(res.statusCode, res.body).toBe(200);
    expect((await passwordHashOf(site, member.id)).password_set).toBe(true);
    expect((await signIn(site, member.account, { password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses trial accounts, guests and plain text', async () => {
    const trial = await encrypted(site, '/wps/session/login/freeplay', {
      os: 'Linux',
      platform: 'W',
      random: 'abcdefgh12345678',
      version: 3,
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const trialChange = await change(trial.json().value.token, fullChange(undefined));
    expect(trialChange.statusCode).toBe(403);
    expect(trialChange.json().code).toBe('TRIAL_ACCOUNT');

    const guest = await encrypted(site, '/wps/member/password', fullChange(PASSWORD));
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHORIZED');

    const member = await signedInMember();
    const plain = await site.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: withToken(site, member.token),
      payload: fullChange(PASSWORD),
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    expect((await signIn(site, member.account)).statusCode).toBe(200);
  });
});
