import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, (app) => {
    app.get('/wps/test/explode', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
  });
});
afterAll(() => ctx.close());

describe('error envelope', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    for (const url of ['/wps/nothing', '/lgw/nothing', '/admin/nothing', '/docs/nothing']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('answers any unknown non-GET with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('hides the message and stack of an unexpected error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wps/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
    expect(res.body).not.toMatch(/secret|postgres|at .*\.ts/);
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('tags every answer with a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends the site Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives the docs page its own policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('operations endpoints', () => {
  it('/healthz checks the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok', database: true });
  });

  it('/metrics exposes default metrics and request durations by route and status', async () => {
    await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/wps\/system\/status",status_code="200"\} \d+/,
    );
  });

  it('/docs/json lists the API routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/wps/system/status',
      '/wps/system/permission',
      '/wps/system/whitelabel',
      '/wps/system/domainRoute',
      '/wps/system/helpCenter',
      '/wps/system/setting/register',
      '/wps/system/regValidata',
      '/wps/notice',
      '/wps/notice/announcements',
      '/wps/game/vendors',
      '/admin/session/login',
      '/admin/banners/{id}',
      '/admin/maintenance',
      '/admin/audit-log',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED past the limit', async () => {
    const app = await ctx.appWith({ RATE_LIMIT_MAX: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
    // Limits are per client address.
    const other = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(200);
  });

  // Runs where a Redis server is given for tests (REDIS_TEST_URL), as CI does.
  it.skipIf(!process.env.REDIS_TEST_URL)(
    'shares counters through Redis when REDIS_URL is set',
    async () => {
      const env = { RATE_LIMIT_MAX: '2', REDIS_URL: process.env.REDIS_TEST_URL ?? '' };
      const [a, b] = [await ctx.appWith(env), await ctx.appWith(env)];
      // Redis outlives the run (and CI runs the suite once per database): a fresh address
      // from a 64-bit space keeps counters of an earlier run from counting here.
      const ip = `2001:db8::${randomBytes(8).toString('hex').match(/.{4}/g)!.join(':')}`;
      const hit = (app: typeof a) =>
        app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip });
      expect((await hit(a)).statusCode).toBe(200);
      expect((await hit(b)).statusCode).toBe(200);
      const third = await hit(a);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    },
  );
});
