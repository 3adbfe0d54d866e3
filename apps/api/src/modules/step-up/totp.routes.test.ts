import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount, withToken, type Site } from '../../../test/members.js';
import { openSession } from '../members/index.js';
import { hotp, timeStep, totp } from './totp.js';
import { secretBytes } from './totp.service.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db, { name: 'Lucky Star' });
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
});
afterAll(() => ctx.close());

async function signedIn(type: 0 | 4 = 0) {
  const member = await createAccount(ctx.db, site.merchantId, { type });
  const token = await openSession(
    ctx.db,
    member.id,
    { merchantId: site.merchantId, ip: '203.0.113.5', userAgent: null },
    new Date(),
  );
  return { ...member, headers: withToken(site, token) };
}

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
  app = site.app,
) => app.inject({ method, url: `/wps/member/security/totp${url}`, headers, payload });

const status = async (headers: Headers) => (await call('GET', '', headers)).json().value.bound;
const codeNow = (secret: string) => totp(secretBytes(secret), new Date());

async function setUp(headers: Headers, app = site.app): Promise<string> {
  const res = await call('POST', '/setup', headers, undefined, app);
  expect(res.statusCode).toBe(200);
  return res.json().value.secret;
}

const events = (memberId: number) =>
  ctx.db
    .selectFrom('auth_audit')
    .select('event')
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.event));

describe('TOTP authenticator in the security centre', () => {
  it('sets up, confirms with a code, and unbinds with a fresh code', async () => {
    const me = await signedIn();
    expect(await status(me.headers)).toBe(false);

    const setup = await call('POST', '/setup', me.headers);
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl } = setup.json().value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Lucky%20Star:${me.account}?secret=${secret}&issuer=Lucky+Star`,
    );
    expect(await status(me.headers)).toBe(false);

    const wrong = await call('POST', '/confirm', me.headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { field: 'code' },
    });
    expect(await status(me.headers)).toBe(false);

    const code = codeNow(secret);
    const confirm = await call('POST', '/confirm', me.headers, { code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().value).toEqual({ bound: true });
    expect(await status(me.headers)).toBe(true);

    const again = await call('POST', '/setup', me.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');

    const replayed = await call('DELETE', '', me.headers, { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe('This code was already used');
    expect(await status(me.headers)).toBe(true);

    const next = hotp(secretBytes(secret), timeStep(new Date()) + 1);
    const unbind = await call('DELETE', '', me.headers, { code: next });
    expect(unbind.statusCode).toBe(200);
    expect(await status(me.headers)).toBe(false);
    const row = await ctx.db
      .selectFrom('member_totp')
      .select('member_id')
      .where('member_id', '=', me.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await events(me.id)).toEqual([
      'totp.setup',
      'totp.fail',
      'totp.bound',
      'totp.fail',
      'totp.unbound',
    ]);
  });

  it('a new setup replaces a pending secret: codes of the old one stop working', async () => {
    const me = await signedIn();
    const first = await setUp(me.headers);
    const second = await setUp(me.headers);
    expect(second).not.toBe(first);
    const old = await call('POST', '/confirm', me.headers, { code: codeNow(first) });
    expect(old.statusCode).toBe(400);
    const fresh = await call('POST', '/confirm', me.headers, { code: codeNow(second) });
    expect(fresh.statusCode).toBe(200);
  });

  it('keeps the secret sealed at rest', async () => {
    const me = await signedIn();
    const secret = await setUp(me.headers);
    const row = await ctx.db
      .selectFrom('member_totp')
      .selectAll()
      .where('member_id', '=', me.id)
      .executeTakeFirstOrThrow();
    const stored = Buffer.from(row.secret_sealed, 'base64');
    expect(stored.includes(secretBytes(secret))).toBe(false);
    expect(row.secret_sealed).not.toContain(secret);
    expect(stored.length).toBe(12 + 20 + 16);
  });

  it('seals with TOTP_ENCRYPTION_KEY when set, and still reads secrets of the stored key', async () => {
    const keyed = await ctx.appWith({ TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    const before = await signedIn();
    const oldSecret = await setUp(before.headers);
    const after = await signedIn();
    await setUp(after.headers, keyed);
    const keys = await ctx.db
      .selectFrom('member_totp')
      .select(['member_id', 'key_id'])
      .where('member_id', 'in', [before.id, after.id])
      .execute();
    const keyOf = (id: number) => keys.find((k) => k.member_id === id)!.key_id;
    expect(keyOf(before.id)).not.toBe(keyOf(after.id));

    const res = await call('POST', '/confirm', before.headers, { code: codeNow(oldSecret) }, keyed);
    expect(res.statusCode).toBe(200);
  });

  it('stops answering after 5 wrong codes, even the right one', async () => {
    const me = await signedIn();
    const secret = await setUp(me.headers);
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/confirm', me.headers, { code: '000001' });
      expect(res.statusCode).toBe(400);
    }
    const locked = await call('POST', '/confirm', me.headers, { code: codeNow(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(await status(me.headers)).toBe(false);
  });

  it('refuses bad input, missing authenticators, trial accounts and anonymous calls', async () => {
    const me = await signedIn();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await call('POST', '/confirm', me.headers, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'code' } });
    }
    const missing = await call('POST', '/confirm', me.headers, {});
    expect(missing.json().value.field).toBe('code');

    const nothingPending = await call('POST', '/confirm', me.headers, { code: '123456' });
    expect(nothingPending.statusCode).toBe(409);
    const nothingBound = await call('DELETE', '', me.headers, { code: '123456' });
    expect(nothingBound.statusCode).toBe(409);

    const trial = await signedIn(4);
    for (const [method, url] of [
      ['GET', ''],
      ['POST', '/setup'],
    ] as const) {
      const res = await call(method, url, trial.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TRIAL_ACCOUNT');
    }
    const anonymous = await call('POST', '/setup', { merchant: site.code });
    expect(anonymous.statusCode).toBe(401);
    const rows = await ctx.db
      .selectFrom('member_totp')
      .select('member_id')
      .where('member_id', 'in', [me.id, trial.id])
      .execute();
    expect(rows).toEqual([]);
  });
});
