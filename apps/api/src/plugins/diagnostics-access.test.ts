import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../test/clients.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMerchant } from '../../test/factories.js';

let ctx: TestContext;
let production: FastifyInstance;
let monitored: FastifyInstance;
let operatorToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  production = await ctx.appWith({ NODE_ENV: 'production' });
  monitored = await ctx.appWith({
    DIAGNOSTICS_ACCESS: 'restricted',
    DIAGNOSTICS_ALLOW: '10.1.0.0/16, 192.0.2.7',
  });
  const merchant = await createMerchant(ctx.db);
  operatorToken = (await asOperator(ctx, merchant.id, 'editor')).token;
});
afterAll(() => ctx.close());

const paths = ['/docs', '/docs/', '/docs/json', '/docs/static/index.html', '/metrics'];

const get = (app: FastifyInstance, url: string, extra: object = {}) =>
  app.inject({ method: 'GET', url, ...extra });

describe('/docs and /metrics', () => {
  it('are open outside production', async () => {
    for (const url of ['/docs/json', '/metrics']) {
      expect((await get(ctx.app, url)).statusCode, url).toBe(200);
    }
  });

  it('answer a stranger in production as routes that do not exist', async () => {
    for (const url of paths) {
      const res = await get(production, url, { remoteAddress: '203.0.113.9' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
    const forged = await get(production, '/metrics', {
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answer a signed-in operator in production', async () => {
    for (const url of ['/docs/json', '/metrics']) {
      const res = await get(production, url, {
        headers: { authorization: `Bearer ${operatorToken}` },
      });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('answer the configured addresses when restricted, and no others', async () => {
    for (const remoteAddress of ['10.1.200.3', '192.0.2.7']) {
      expect((await get(monitored, '/metrics', { remoteAddress })).statusCode).toBe(200);
      expect((await get(monitored, '/docs/json', { remoteAddress })).statusCode).toBe(200);
    }
    for (const remoteAddress of ['10.2.0.1', '192.0.2.8']) {
      expect((await get(monitored, '/metrics', { remoteAddress })).statusCode).toBe(404);
    }
  });

  it('leave the rest of the site alone', async () => {
    const res = await get(production, '/healthz', { remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
  });
});

describe('connect-src', () => {
  const connectSrc = (csp: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'));

  it('allows sockets to the site itself, not to any host', async () => {
    const res = await get(ctx.app, '/wps/system/status');
    const directive = connectSrc(res.headers['content-security-policy'] as string);
    expect(directive).toContain("'self'");
    expect(directive?.split(' ')).not.toContain('ws:');
    expect(directive?.split(' ')).not.toContain('wss:');
  });

  it('names the public origin as a socket origin when it is set', async () => {
    const app = await ctx.appWith({ PUBLIC_URL: 'https://play.sorteo.test' });
    const res = await get(app, '/wps/system/status');
    const directive = connectSrc(res.headers['content-security-policy'] as string);
    expect(directive?.split(' ')).toContain('wss://play.sorteo.test');
  });
});
