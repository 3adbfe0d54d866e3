import { ModId } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { randomIp } from '../../../test/factories.js';
import { createAccount, PASSWORD, sendLogin, withToken, type Site } from '../../../test/members.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  authEvents,
  codeRows,
  codeSentTo,
  encrypted,
  letTimePass,
  memberWithMobile,
  newNumber,
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

const NEW_PASSWORD = 'Fresh-pw22';

const reset = (s: Site, number: string, verificationCode: unknown, extra: object = {}) =>
  encrypted(s, 'POST', '/wps/member/password/verification', {
    countryDialingCode: '84',
    mobileNum: number,
    verificationCode,
    newPassword: NEW_PASSWORD,
    ...extra,
  });

/**
 * A member signed in once by password (before binding the number, so the login needs no
 * new-address check), holding a reset code.
 */
async function memberWithResetCode(s: Site = site) {
  const account = await createAccount(ctx.db, s.merchantId, {
    passwordExpiresAt: new Date(Date.now() - 1000),
  });
  const login = await sendLogin(s, {
    username: account.account,
    password: PASSWORD,
    remoteAddress: randomIp(),
  });
  expect(login.statusCode).toBe(200);
  const number = newNumber();
  await ctx.db
    .updateTable('member')
    .set({ country_dialing_code: '84', mobile_num: number })
    .where('id', '=', account.id)
    .execute();
  expect((await noLoginSms(s, number, 'resetPassword')).statusCode).toBe(200);
  return {
    ...account,
    number,
    oldToken: login.json().value.token as string,
    code: await codeSentTo(ctx.db, s.merchantId, number),
  };
}

const memberRow = (id: number) =>
  ctx.db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const infoWith = (s: Site, token: string) =>
  s.app.inject({ method: 'GET', url: '/wps/member/info', headers: withToken(s, token) });

async function unchanged(member: { id: number }) {
  const row = await memberRow(member.id);
  expect(await verifyPassword(row.password_hash, PASSWORD)).toBe(true);
  expect((await sessionsOf(ctx.db, member.id)).filter((s) => s.revoked_at === null)).toHaveLength(
    1,
  );
}

describe('POST /wps/member/password/verification', () => {
  it('sets the new password, ends every session and signs the member in', async () => {
    const member = await memberWithResetCode();
    const res = await reset(site, member.number, member.code);
    expect(res.statusCode).toBe(200);
    const grant = res.json().value;
    expect(grant).toMatchObject({ firstTimeLogin: false, passwordExpired: false });

    expect((await infoWith(site, member.oldToken)).statusCode).toBe(401);
    expect((await infoWith(site, grant.token)).statusCode).toBe(200);
    const row = await memberRow(member.id);
    expect(row).toMatchObject({ password_set: true, password_expires_at: null });
    expect(await verifyPassword(row.password_hash, NEW_PASSWORD)).toBe(true);

    const oldPassword = await sendLogin(site, {
      username: member.account,
      password: PASSWORD,
      remoteAddress: randomIp(),
    });
    expect(oldPassword.statusCode).toBe(401);
    const events = (await authEvents(ctx.db, site.merchantId))
      .filter((e) => e.member_id === member.id)
      .map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['password.reset', 'login.ok']));
  });

  it('refuses a password the merchant rule refuses, keeping the code for a second try', async () => {
    const member = await memberWithResetCode();
    const res = await reset(site, member.number, member.code, { newPassword: 'a b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: {
        field: 'newPassword',
        issues: [expect.objectContaining({ rule: 'reg_pattern_NO_SPACES' })],
      },
    });
    await unchanged(member);
    expect((await codeRows(ctx.db, site.merchantId, member.number))[0]).toMatchObject({
      status: 'live',
    });
    expect((await reset(site, member.number, member.code)).statusCode).toBe(200);
  });

  it("refuses the merchant's weak default password", async () => {
    const member = await memberWithResetCode();
    const res = await reset(site, member.number, member.code, { newPassword: 'sorteo123' });
    expect(res.json().value.issues[0]).toMatchObject({
      field: 'newPassword',
      rule: 'weak_default',
    });
    await unchanged(member);
  });

  it('refuses a wrong code, changing nothing', async () => {
    const member = await memberWithResetCode();
    const wrong = String((Number(member.code) + 1) % 10 ** 6).padStart(6, '0');
    const res = await reset(site, member.number, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'verificationCode' },
    });
    await unchanged(member);
  });

  it('refuses an expired code and a used one', async () => {
    const member = await memberWithResetCode();
    await letTimePass(ctx.db, site.merchantId, member.number, 6 * 60_000);
    expect((await reset(site, member.number, member.code)).json().code).toBe(
      'VERIFICATION_CODE_EXPIRED',
    );
    await unchanged(member);

    const again = await memberWithResetCode();
    expect((await reset(site, again.number, again.code)).statusCode).toBe(200);
    const replay = await reset(site, again.number, again.code, { newPassword: 'Other-pw33' });
    expect(replay.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses a code texted for signing in', async () => {
    const member = await memberWithMobile(site);
    await noLoginSms(site, member.number, 'login');
    const code = await codeSentTo(ctx.db, site.merchantId, member.number);
    expect((await reset(site, member.number, code)).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(await sessionsOf(ctx.db, member.id)).toHaveLength(0);
  });

  it('says nothing about a number without a code sent to it', async () => {
    const res = await reset(site, '9123456785', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'verificationCode' },
    });
  });

  it('is not allowed when reset by phone is off', async () => {
    const other = await newSite(ctx);
    const member = await memberWithResetCode(other);
    await setFlag(other, ModId.ChangePasswordVerification, false);
    const res = await reset(other, member.number, member.code);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATION_NOT_ALLOWED');
    await unchanged(member);
  });

  it('refuses a plain-text body', async () => {
    const member = await memberWithResetCode();
    const res = await site.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      headers: { merchant: site.code },
      payload: {
        countryDialingCode: '84',
        mobileNum: member.number,
        verificationCode: member.code,
        newPassword: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');
    await unchanged(member);
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a missing new password', { newPassword: undefined }, 'newPassword'],
    ['a new password too long', { newPassword: 'x'.repeat(129) }, 'newPassword'],
    ['a new password of the wrong type', { newPassword: 12345678 }, 'newPassword'],
    ['a missing code', { verificationCode: undefined }, 'verificationCode'],
    ['a number of the wrong pattern', { mobileNum: 'abc' }, 'mobileNum'],
  ];

  it.each(badInputs)('refuses %s with the field, changing nothing', async (_, change, field) => {
    const member = await memberWithResetCode();
    const res = await reset(site, member.number, member.code, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    await unchanged(member);
  });
});
