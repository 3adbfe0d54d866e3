import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import {
  PASSWORD,
  registration,
  sendLogin,
  sendRegistration,
  withToken,
  type Site,
} from '../../../test/members.js';
import { sessionLimits } from './sessions.service.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
});
afterAll(() => ctx.close());

const info = (token: string, s: Site = site) =>
  ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: withToken(s, token) });
const logout = (token: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: withToken(site, token) });

/** Registers from `address`; a later login from there needs no new-address check. */
async function registeredToken(
  address = randomIp(),
): Promise<{ token: string; username: string; address: string }> {
  const payload = registration();
  const res = await sendRegistration(site, payload, { remoteAddress: address });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { token: res.json().value.token, username: payload.username!, address };
}

describe('member sessions', () => {
  it('register, log in, read member info, log out, and the token stops working', async () => {
    const { token: registerToken, username, address } = await registeredToken();
    const mine = await info(registerToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().value).toMatchObject({
      account: username,
      type: 0,
      toUpline: null,
      clubLabel: null,
      memberLabel: [],
    });

    const login = await sendLogin(site, { username, password: PASSWORD, remoteAddress: address });
    expect(login.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const token = login.json().value.token;
    expect((await info(token)).statusCode).toBe(200);

    expect((await logout(token)).statusCode).toBe(200);
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Not logged in, please login',
    });
    expect((await logout(token)).statusCode).toBe(401);
    expect((await info(registerToken)).statusCode).toBe(200);

    const events = await ctx.db
      .selectFrom('auth_audit')
      .innerJoin('member', 'member.id', 'auth_audit.member_id')
      .select('event')
      .where('member.account', '=', username)
      .orderBy('auth_audit.id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['register', 'login.ok', 'logout']);
  });

  it('refuses calls without a token, with a malformed one, or with an unknown one', async () => {
    const bare = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { merchant: site.code },
    });
    expect(bare.statusCode).toBe(401);
    expect((await info('not-a-token')).statusCode).toBe(401);
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { merchant: site.code, authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = await registeredToken();
    const hash = createHash('sha256').update(token).digest('hex');
    const row = await ctx.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    expect(row).toBeDefined();
    const clear = await ctx.db
      .selectFrom('member_session')
      .select('id')
      .where('token_hash', '=', token)
      .executeTakeFirst();
    expect(clear).toBeUndefined();
  });

  it("is not accepted on another merchant's site", async () => {
    const { token } = await registeredToken();
    const other = await createMerchant(ctx.db);
    const res = await info(token, { ...site, merchantId: other.id, code: other.code });
    expect(res.statusCode).toBe(401);
  });

  it("counts its look-ups in the app's session statistics", async () => {
    const { token } = await registeredToken();
    const { stats } = ctx.app.sessions;
    const before = { ...stats };
    for (let i = 0; i < 3; i += 1) expect((await info(token)).statusCode).toBe(200);
    const looked = stats.read + stats.remembered - before.read - before.remembered;
    expect(looked).toBe(3);
    // PostgreSQL's notices let a process remember a session it read; PGlite reads each time.
    if (process.env.SORTEO_TEST_DB === 'postgres') {
      expect(stats.remembered).toBeGreaterThan(before.remembered);
    } else {
      expect(stats.remembered).toBe(before.remembered);
    }
  });

  it('expires after 2 hours idle, and activity slides the idle expiry', async () => {
    const { token } = await registeredToken();
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    const hour = 60 * 60_000;
    expect(
      await ctx.app.sessions.authenticate(site.merchantId, token, at(1.5 * hour)),
    ).not.toBeNull();
    expect(
      await ctx.app.sessions.authenticate(site.merchantId, token, at(3 * hour)),
    ).not.toBeNull();
    expect(
      await ctx.app.sessions.authenticate(site.merchantId, token, at(5 * hour + 1000)),
    ).toBeNull();
    expect(sessionLimits.idleMs).toBe(2 * hour);
  });

  it('expires 7 days after sign-in however active the member is', async () => {
    const { token } = await registeredToken();
    const start = Date.now();
    const day = 24 * 60 * 60_000;
    const step = 90 * 60_000;
    for (let t = step; t < 7 * day; t += step) {
      expect(
        await ctx.app.sessions.authenticate(site.merchantId, token, new Date(start + t)),
      ).not.toBeNull();
    }
    expect(
      await ctx.app.sessions.authenticate(site.merchantId, token, new Date(start + 7 * day + 1000)),
    ).toBeNull();
  });

  it('refuses over HTTP a session whose idle time ran out', async () => {
    const { token } = await registeredToken();
    const hash = createHash('sha256').update(token).digest('hex');
    await ctx.db
      .updateTable('member_session')
      .set({ idle_expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await info(token)).statusCode).toBe(401);
  });

  it('refuses a revoked token', async () => {
    const { token } = await registeredToken();
    const hash = createHash('sha256').update(token).digest('hex');
    await ctx.db
      .updateTable('member_session')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hash)
      .execute();
    expect((await info(token)).statusCode).toBe(401);
  });
});
