import { ModId } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { randomIp } from '../../../test/factories.js';
import { countMembers, withToken, type Site } from '../../../test/members.js';
import { attemptLimits } from './attempt-limits.js';
import { encrypted, newSite, signIn } from './test-kit.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
});
afterAll(() => ctx.close());

const request = { os: 'Android 14', platform: 'W', random: 'r4nd0m-client-str', version: 3 };

const freePlay = (s: Site, payload: unknown = request, ip = randomIp()) =>
  encrypted(s, '/wps/session/login/freeplay', payload, {}, ip);

describe('POST /wps/session/login/freeplay', () => {
  it('opens a trial account, signs it in and tells it apart from a real one', async () => {
    const res = await freePlay(site);
    expect(res.statusCode, res.body).toBe(200);
    const grant = res.json().value;
    expect(grant).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(grant.token).toHaveLength(43);
    expect(res.headers['cache-control']).toBe('no-store');

    const info = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, grant.token),
    });
    expect(info.statusCode).toBe(200);
    const member = info.json().value;
    expect(member).toMatchObject({ type: 4, toUpline: null, passwordSet: false });
    expect(member.account).toMatch(/^demo\d{8}$/);

    // Nobody knows its password, and the player site refuses trial accounts by password.
    expect((await signIn(site, member.account)).json().code).toBe('INVALID_CREDENTIALS');
    const events = await ctx.db
      .selectFrom('auth_audit')
      .select(['event', 'detail'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(events[0]).toEqual({ event: 'freeplay', detail: { os: 'Android 14', platform: 'W' } });

    const again = await freePlay(site);
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: withToken(site, again.json().value.token),
    });
    expect(second.json().value.account).not.toBe(member.account);
  });

  it('is refused while FREEPLAY3 is off, and nothing is created', async () => {
    const closed = await newSite(ctx, { settings: { [ModId.FreePlay]: false } });
    const res = await freePlay(closed);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OPERATION_NOT_ALLOWED');
    const groupOff = await newSite(ctx, { settings: { [ModId.HomePageGroup]: false } });
    expect((await freePlay(groupOff)).json().code).toBe('OPERATION_NOT_ALLOWED');
    expect(await countMembers(ctx.db, closed.merchantId)).toBe(0);
    expect(await countMembers(ctx.db, groupOff.merchantId)).toBe(0);
  });

  it('limits trial accounts per address', async () => {
    const s = await newSite(ctx);
    const ip = randomIp();
    for (let i = 0; i < attemptLimits.freePlayPerAddress; i++) {
      expect((await freePlay(s, request, ip)).statusCode).toBe(200);
    }
    const refused = await freePlay(s, request, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(await countMembers(ctx.db, s.merchantId)).toBe(attemptLimits.freePlayPerAddress);
    expect((await freePlay(s, request, randomIp())).statusCode).toBe(200);
  });

  it('refuses bad input and plain text, and creates nothing', async () => {
    const s = await newSite(ctx);
    const cases: [unknown, string][] = [
      [{ ...request, os: undefined }, 'os'],
      [{ ...request, os: '   ' }, 'os'],
      [{ ...request, os: 'o'.repeat(41) }, 'os'],
      [{ ...request, platform: 'H5' }, 'platform'],
      [{ ...request, random: 'short' }, 'random'],
      [{ ...request, random: 'r'.repeat(129) }, 'random'],
      [{ ...request, version: '3' }, 'version'],
      [{ ...request, version: 2 }, 'version'],
    ];
    for (const [payload, field] of cases) {
      const res = await freePlay(s, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: s.code },
      payload: request,
    });
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    expect(await countMembers(ctx.db, s.merchantId)).toBe(0);
  });
});

describe('API document', () => {
  it('lists the recovery calls, with the payload of the encrypted ones', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/wps/member/password/email',
      '/wps/member/password/reset',
      '/wps/member/password',
      '/wps/session/login/freeplay',
      '/admin/sandbox/mail',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const body =
      doc.paths['/wps/session/login/freeplay'].post.requestBody.content['application/json'].schema;
    expect(body['x-plaintext-payload'].required).toEqual(['os', 'platform', 'random', 'version']);
  });
});
