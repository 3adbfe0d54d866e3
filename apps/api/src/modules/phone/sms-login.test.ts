import { AccountType, ModId, smsLimits } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { withToken, type Site } from '../../../test/members.js';
import {
  authEvents,
  codeRows,
  codeSentTo,
  encrypted,
  letTimePass,
  memberWithMobile,
  newSite,
  noLoginSms,
  sessionsOf,
  setFlag,
} from './test-kit.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
});
afterAll(() => ctx.close());

const smsLogin = (s: Site, number: string, verificationCode: unknown, extra: object = {}) =>
  encrypted(s, 'POST', '/wps/session/login', {
    type: 'sms',
    countryDialingCode: '84',
    mobileNum: number,
    verificationCode,
    ...extra,
  });

async function memberWithCode(
  s: Site = site,
  options: Parameters<typeof memberWithMobile>[2] = {},
  purpose: 'login' | 'resetPassword' = 'login',
) {
  const member = await memberWithMobile(s, undefined, options);
  expect((await noLoginSms(s, member.number, purpose)).statusCode).toBe(200);
  return { ...member, code: await codeSentTo(ctx.db, s.merchantId, member.number) };
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10 ** 6).padStart(6, '0');

describe('POST /wps/session/login with type sms', () => {
  it('signs the member in with the texted code', async () => {
    const member = await memberWithCode(site, { passwordExpiresAt: new Date(Date.now() - 1000) });
    const res = await smsLogin(site, member.number, member.code);
    expect(res.statusCode).toBe(200);
    const grant = res.json().value;
    expect(grant).toMatchObject({ firstTimeLogin: true, passwordExpired: false });

    const info = await site.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, grant.token),
    });
    expect(info.json().value).toMatchObject({
      account: member.account,
      maskedMobile: expect.any(String),
    });
    const events = (await authEvents(ctx.db, site.merchantId)).filter(
      (e) => e.member_id === member.id,
    );
    expect(events.at(-1)).toMatchObject({ event: 'login.ok', detail: { method: 'sms' } });
    const row = await ctx.db
      .selectFrom('member')
      .select(['last_login_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
  });

  it('refuses a wrong code, opening no session', async () => {
    const member = await memberWithCode();
    const res = await smsLogin(site, member.number, wrongCodeFor(member.code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'verificationCode' },
    });
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
    const events = (await authEvents(ctx.db, site.merchantId)).filter(
      (e) => e.member_id === member.id,
    );
    expect(events.at(-1)).toMatchObject({ event: 'login.fail' });
  });

  it('refuses a code already used', async () => {
    const member = await memberWithCode();
    expect((await smsLogin(site, member.number, member.code)).statusCode).toBe(200);
    const replay = await smsLogin(site, member.number, member.code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(1);
  });

  it('refuses an expired code as expired', async () => {
    const member = await memberWithCode();
    await letTimePass(ctx.db, site.merchantId, member.number, smsLimits.expiredMinutes * 60_000);
    const res = await smsLogin(site, member.number, member.code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      value: { field: 'verificationCode' },
    });
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
  });

  it('refuses a code texted for a password reset', async () => {
    const member = await memberWithCode(site, {}, 'resetPassword');
    const res = await smsLogin(site, member.number, member.code);
    expect(res.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
  });

  it('burns the code after too many wrong guesses', async () => {
    const member = await memberWithCode();
    for (let i = 0; i < smsLimits.maxGuesses; i++) {
      await smsLogin(site, member.number, wrongCodeFor(member.code));
    }
    expect((await smsLogin(site, member.number, member.code)).json().code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    expect((await codeRows(ctx.db, site.merchantId, member.number))[0]).toMatchObject({
      status: 'burnt',
    });
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
  });

  it('refuses a disabled account after the code', async () => {
    const member = await memberWithCode();
    await ctx.db
      .updateTable('member')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    const res = await smsLogin(site, member.number, member.code);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
  });

  it('refuses a trial account as a non-member', async () => {
    const member = await memberWithCode(site, { type: AccountType.Trial });
    const res = await smsLogin(site, member.number, member.code);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NON_MEMBER_ACCOUNT');
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
  });

  it('is not allowed when sign-in by SMS is off', async () => {
    const other = await newSite(ctx);
    const member = await memberWithCode(other);
    await setFlag(other, ModId.MobileCodeLogin, false);
    const res = await smsLogin(other, member.number, member.code);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATION_NOT_ALLOWED');
    expect((await codeRows(ctx.db, other.merchantId, member.number))[0]).toMatchObject({
      status: 'live',
    });
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a missing code', { verificationCode: undefined }, 'verificationCode'],
    ['an empty code', { verificationCode: '' }, 'verificationCode'],
    ['a code too long', { verificationCode: '1'.repeat(256) }, 'verificationCode'],
    ['a code of the wrong type', { verificationCode: 123456 }, 'verificationCode'],
    ['a number of the wrong pattern', { mobileNum: '91234x675' }, 'mobileNum'],
    ['a dialing code of the wrong pattern', { countryDialingCode: '+84' }, 'countryDialingCode'],
  ];

  it.each(badInputs)('refuses %s with the field', async (_, change, field) => {
    const member = await memberWithCode();
    const res = await smsLogin(site, member.number, member.code, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
    expect((await codeRows(ctx.db, site.merchantId, member.number))[0]).toMatchObject({
      status: 'live',
      wrong_guesses: 0,
    });
  });
});
