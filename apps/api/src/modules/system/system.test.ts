import { modIds } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/status', () => {
  it('answers status 0 with the visitor location for the demo merchant', async () => {
    const res = await get('/wps/system/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { systemStatus: 0, location: { ip: '127.0.0.1', country: null } },
    });
  });
});

describe('merchant resolution', () => {
  it('uses the Merchant header first', async () => {
    const m = await createMerchant(ctx.db, { hosts: ['usd.test'] });
    const res = await get('/wps/system/permission', { merchant: m.code, host: 'localhost' });
    expect(res.json().value.whitelabel.merchantCode).toBe(m.code);
    expect(res.json().value.whitelabel.currency).toBe('USD');
    expect(res.json().value.whitelabel.currencyExponent).toBe(2);
  });

  it('falls back to the host, ignoring its port and case', async () => {
    const m = await createMerchant(ctx.db, { hosts: ['brand.test'] });
    const res = await get('/wps/system/permission', { host: 'Brand.TEST:8080' });
    expect(res.json().value.whitelabel.merchantCode).toBe(m.code);
  });

  it('falls back to the default merchant for an unknown host', async () => {
    const res = await get('/wps/system/permission', { host: 'unknown.example' });
    expect(res.json().value.whitelabel.merchantCode).toBe('SORTEO');
  });

  it('refuses an unknown merchant code with 400 MERCHANT_UNKNOWN', async () => {
    const res = await get('/wps/system/status', { merchant: 'NOPE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'MERCHANT_UNKNOWN' });
  });
});

describe('GET /wps/system/permission', () => {
  it('gives brand, registration, resources, service, CDNs and location', async () => {
    const res = await get('/wps/system/permission?url=localhost');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.whitelabel).toMatchObject({
      merchantCode: 'SORTEO',
      currency: 'VND',
      currencyExponent: 0,
      timeZone: 'Asia/Ho_Chi_Minh',
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'en'],
      lotteryType: 'Lott',
      platform: 'web',
      homePageRedirect: false,
    });
    expect(v.register).toMatchObject({ usernameRegistration: true, mobileRegistration: true });
    expect(v.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'Android',
      'MOBILECONFIG',
    ]);
    expect(v.customerService).toEqual([
      expect.objectContaining({ csType: 'LIVECHAT', path: '/help' }),
    ]);
    expect(v.analytics).toEqual({ gtagId: null });
    expect(v.launchGameCDNs).toBeNull();
    expect(v.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(v.maintenance).toEqual({ enabled: false, message: null });
    expect(v.regionRestriction).toEqual({ restricted: false });
  });

  it('picks the launch CDN at random', async () => {
    const cdns = ['https://games1.cdn.test', 'https://games2.cdn.test'];
    const m = await createMerchant(ctx.db, { launchGameCdns: cdns });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await get('/wps/system/permission', { merchant: m.code });
      seen.add(res.json().value.launchGameCDNs);
    }
    expect([...seen].sort()).toEqual(cdns);
  });

  it('refuses an over-long url with 400 naming the field', async () => {
    const res = await get(`/wps/system/permission?url=${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'url' } });
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('lists every modId once as a tree of enabled "1"/"0" nodes', async () => {
    const res = await get('/wps/system/whitelabel');
    expect(res.statusCode).toBe(200);
    const tree = res.json().value as { modId: string; enabled: string; childrenNodes: never[] }[];
    const flat: string[] = [];
    const walk = (nodes: typeof tree) =>
      nodes.forEach((n) => {
        expect(['0', '1']).toContain(n.enabled);
        flat.push(n.modId);
        walk(n.childrenNodes);
      });
    walk(tree);
    expect(flat.sort()).toEqual([...modIds].sort());
    expect(tree.map((n) => n.modId)).toEqual(['REGGRP', 'HOMEPAGE']);
    expect(tree[0]?.childrenNodes.map((n: { modId: string }) => n.modId)).toContain('USERNAMEREG3');
  });
});

describe('other system calls', () => {
  it('GET /wps/system/domainRoute lists the speed routes: the demo site itself', async () => {
    const res = await get('/wps/system/domainRoute');
    expect(res.json().value.domainList.map((d: { url: string }) => d.url)).toEqual(['/']);
  });

  it('GET /wps/system/helpCenter groups articles by category', async () => {
    const res = await get('/wps/system/helpCenter');
    const cats = res.json().value.categories as { name: string; articles: unknown[] }[];
    expect(cats.map((c) => c.name)).toEqual([
      'Depósitos',
      'Retiros',
      'Cuenta',
      'Juego responsable',
    ]);
    expect(cats.every((c) => c.articles.length > 0)).toBe(true);
  });

  it('GET /wps/system/helpCenter answers in the language the site shows', async () => {
    const res = await get('/wps/system/helpCenter', { 'accept-language': 'en' });
    const cats = res.json().value.categories as {
      name: string;
      articles: { title: string; category: string }[];
    }[];
    expect(cats.map((c) => c.name)).toEqual([
      'Deposits',
      'Withdrawals',
      'Account',
      'Responsible gaming',
    ]);
    expect(cats[0]!.articles[0]).toMatchObject({
      category: 'Deposits',
      title: 'How do I make a deposit?',
    });
    // A language the brand does not offer reads its default.
    const pt = await get('/wps/system/helpCenter', { 'accept-language': 'pt-BR' });
    expect(pt.json().value.categories[0].name).toBe('Depósitos');
  });

  it('GET /wps/system/setting/register answers the registration switches', async () => {
    const res = await get('/wps/system/setting/register');
    expect(res.json().value).toEqual({
      usernameRegistration: true,
      mobileRegistration: true,
      mobileRegPass: true,
      smsForUsernameRegistration: false,
      directRegistration: true,
      freePlay: true,
      defaultCountryDialingCode: '84',
      minimumAge: 18,
      socialSignIn: { google: false, facebook: false },
      phoneVerification: 'sms',
    });
  });

  it('GET /wps/system/regValidata answers a rule for every registration field', async () => {
    const res = await get('/wps/system/regValidata');
    const rules = res.json().value as { field: string }[];
    expect(rules).toHaveLength(22);
    expect(rules.find((r) => r.field === 'username')).toEqual({
      field: 'username',
      patternId: 'USERNAME',
      acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
      minLength: 6,
      maxLength: 16,
      enabled: true,
      required: true,
    });
    expect(rules.find((r) => r.field === 'mobileNum')).toMatchObject({
      minLength: 8,
      maxLength: 15,
    });
    expect(rules.find((r) => r.field === 'wechat')).toMatchObject({
      acceptedPattern: '*',
      enabled: false,
    });
  });

  it('scopes every answer to the merchant', async () => {
    const m = await createMerchant(ctx.db);
    const headers = { merchant: m.code };
    expect((await get('/wps/system/domainRoute', headers)).json().value.domainList).toEqual([]);
    expect((await get('/wps/system/helpCenter', headers)).json().value.categories).toEqual([]);
    expect((await get('/wps/system/permission', headers)).json().value.resources).toEqual([]);
  });
});
