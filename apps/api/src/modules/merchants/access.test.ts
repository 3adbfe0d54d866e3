import type { FastifyInstance } from 'fastify';
import { Agent, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import type { RegionRuleRow } from '../../db/schema.js';
import { updateMerchant } from './merchants.repo.js';
import * as regionRules from './region-rules.repo.js';

/** 8.8.8.8 is in the US, 81.2.69.142 in GB and 113.161.1.1 in VN per the bundled database. */
const US = '8.8.8.8';
const GB = '81.2.69.142';
const VN = '113.161.1.1';
const PROXY = '10.0.0.5';

let ctx: TestContext;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  behindProxy = await ctx.appWith({ TRUSTED_PROXIES: `${PROXY},127.0.0.1` });
});
afterAll(() => ctx.close());

/** A request that reaches the app through the trusted proxy on behalf of `ip`. */
const viaProxy = (url: string, merchant: string, ip: string) =>
  behindProxy.inject({
    method: 'GET',
    url,
    remoteAddress: PROXY,
    headers: { merchant, 'x-forwarded-for': ip },
  });
const status = async (merchant: string, ip: string) =>
  (await viaProxy('/wps/system/status', merchant, ip)).json().value;
const addRule = (
  merchantId: number,
  kind: RegionRuleRow['kind'],
  value: string,
  action: RegionRuleRow['action'],
) => regionRules.insert(ctx.db, merchantId, { kind, value, action, note: '' });

describe('client address', () => {
  it('honours X-Forwarded-For from a trusted proxy and finds the country', async () => {
    const m = await createMerchant(ctx.db);
    expect((await status(m.code, US)).location).toEqual({ ip: US, country: 'US' });
  });

  it('skips trusted hops right to left and ignores what the client prepended', async () => {
    const m = await createMerchant(ctx.db);
    const res = await behindProxy.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: PROXY,
      headers: { merchant: m.code, 'x-forwarded-for': `${US}, ${GB}, 127.0.0.1` },
    });
    expect(res.json().value.location).toEqual({ ip: GB, country: 'GB' });
  });

  it('reads each request of a kept-alive connection on its own', async () => {
    const m = await createMerchant(ctx.db);
    await behindProxy.listen({ host: '127.0.0.1', port: 0 });
    const { port } = behindProxy.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (forwardedFor: string | undefined) =>
      new Promise<{ location: unknown; reused: boolean }>((resolve, reject) => {
        const req = httpGet(
          {
            host: '127.0.0.1',
            port,
            path: '/wps/system/status',
            agent,
            headers: {
              merchant: m.code,
              ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
            },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ location: JSON.parse(body).value.location, reused: req.reusedSocket }),
            );
          },
        );
        req.on('error', reject);
      });
    try {
      const answers = [await ask(US), await ask(GB), await ask(GB), await ask(undefined)];
      expect(answers.map((a) => a.location)).toEqual([
        { ip: US, country: 'US' },
        { ip: GB, country: 'GB' },
        { ip: GB, country: 'GB' },
        { ip: '127.0.0.1', country: null },
      ]);
      expect(answers.slice(1).every((a) => a.reused)).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const m = await createMerchant(ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '203.0.113.7',
      headers: { merchant: m.code, 'x-forwarded-for': US },
    });
    expect(res.json().value.location).toEqual({ ip: '203.0.113.7', country: null });
  });
});

describe('maintenance', () => {
  it('answers status 1 and blocks other calls with 503 unless the IP is allowed', async () => {
    const m = await createMerchant(ctx.db);
    await updateMerchant(ctx.db, m.id, {
      maintenance_enabled: true,
      maintenance_message: 'Volvemos pronto',
      maintenance_allow_list: JSON.stringify(['192.0.2.0/24']),
    });

    expect((await status(m.code, US)).systemStatus).toBe(1);
    const blocked = await viaProxy('/wps/notice', m.code, US);
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toMatchObject({ success: false, code: 'SYSTEM_MAINTENANCE' });
    const perm = (await viaProxy('/wps/system/permission', m.code, US)).json().value;
    expect(perm.maintenance).toEqual({ enabled: true, message: 'Volvemos pronto' });

    expect((await status(m.code, '192.0.2.44')).systemStatus).toBe(0);
    expect((await viaProxy('/wps/notice', m.code, '192.0.2.44')).statusCode).toBe(200);
  });

  it('never blocks the banner pictures or the operator API', async () => {
    const m = await createMerchant(ctx.db);
    await updateMerchant(ctx.db, m.id, { maintenance_enabled: true });
    expect((await viaProxy('/static/banners/home-welcome.svg', m.code, US)).statusCode).toBe(200);
    const login = await behindProxy.inject({
      method: 'POST',
      url: '/admin/session/login',
      remoteAddress: PROXY,
      headers: { merchant: m.code, 'x-forwarded-for': US },
      payload: { username: 'nobody', password: 'x' },
    });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('region rules', () => {
  it('restricts a denied country with status 2 and 403 on other calls', async () => {
    const m = await createMerchant(ctx.db);
    await addRule(m.id, 'COUNTRY', 'US', 'DENY');
    expect((await status(m.code, US)).systemStatus).toBe(2);
    const res = await viaProxy('/wps/system/whitelabel', m.code, US);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'REGION_RESTRICTED' });
    expect(
      (await viaProxy('/wps/system/permission', m.code, US)).json().value.regionRestriction,
    ).toEqual({
      restricted: true,
    });
    expect((await status(m.code, GB)).systemStatus).toBe(0);
  });

  it('with country allow rules, restricts every other and unknown country', async () => {
    const m = await createMerchant(ctx.db);
    await addRule(m.id, 'COUNTRY', 'VN', 'ALLOW');
    expect((await status(m.code, VN)).systemStatus).toBe(0);
    expect((await status(m.code, GB)).systemStatus).toBe(2);
    expect((await status(m.code, '10.1.2.3')).systemStatus).toBe(2);
  });

  it('lets an allowed IP in from a denied country, and an IP deny wins over all', async () => {
    const m = await createMerchant(ctx.db);
    await addRule(m.id, 'COUNTRY', 'US', 'DENY');
    await addRule(m.id, 'IP', '8.8.8.0/24', 'ALLOW');
    await addRule(m.id, 'IP', '8.8.4.4', 'DENY');
    await addRule(m.id, 'IP', '81.2.69.0/24', 'DENY');
    expect((await status(m.code, US)).systemStatus).toBe(0);
    expect((await status(m.code, '8.8.4.4')).systemStatus).toBe(2);
    expect((await status(m.code, GB)).systemStatus).toBe(2);
  });

  it('applies to one merchant only', async () => {
    const a = await createMerchant(ctx.db);
    const b = await createMerchant(ctx.db);
    await addRule(a.id, 'COUNTRY', 'GB', 'DENY');
    expect((await status(a.code, GB)).systemStatus).toBe(2);
    expect((await status(b.code, GB)).systemStatus).toBe(0);
  });

  it('maintenance outranks a region restriction', async () => {
    const m = await createMerchant(ctx.db);
    await addRule(m.id, 'COUNTRY', 'US', 'DENY');
    await updateMerchant(ctx.db, m.id, { maintenance_enabled: true });
    expect((await status(m.code, US)).systemStatus).toBe(1);
  });
});
