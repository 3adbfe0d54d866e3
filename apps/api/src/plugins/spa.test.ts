import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMerchant } from '../../test/factories.js';
import { insertAnnouncement, insertBanner } from '../modules/content/test-kit.js';
import { insertRegionRule, updateMerchant } from '../modules/merchants/test-kit.js';
import type { BootData } from '../modules/system/index.js';
import { scriptSafeJson } from './spa-document.js';

const dist = mkdtempSync(join(tmpdir(), 'sorteo-web-'));
const indexHtml =
  '<!doctype html><html><head><title>Sorteo</title><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const bootScript = /<script id="sorteo-boot" type="application\/json">([\s\S]*?)<\/script>/;

function bootOf(html: string) {
  const match = bootScript.exec(html);
  if (!match?.[1]) throw new Error('no boot data in the page');
  return JSON.parse(match[1]) as BootData;
}

/** A brand of its own, reached through its own host as a browser would. */
async function brandSite() {
  const host = `boot-${Math.random().toString(36).slice(2, 10)}.example`;
  const merchant = await createMerchant(ctx.db, { hosts: [host] });
  const page = (url: string, remoteAddress?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { host },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const api = (url: string, remoteAddress?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { merchant: merchant.code },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  return { host, merchant, page, api };
}

const banner = (group: string, url: string, sort: number) => ({
  group_name: group,
  url,
  title: group,
  linkage_type: 'NONE' as const,
  linkage: null,
  sort,
  enabled: true,
});

describe('built web app', () => {
  it.each(['/', '/lottery', '/rng?page=PG', '/register.html', '/index.html', '/agent/team'])(
    'serves index.html for %s, private and revalidated, with the CSP',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(res.body).toContain('<script type="module" src="/assets/app-1a2b.js"></script>');
      expect(res.body).toContain('<script id="sorteo-boot" type="application/json">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file and API misses with JSON 404, not the page', async () => {
    for (const url of ['/assets/missing-9z.js', '/wps/unknown', '/admin/unknown']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('still serves the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.json().success).toBe(true);
  });

  it('compresses API answers above 1 KB but not small ones', async () => {
    const notice = await ctx.app.inject({
      method: 'GET',
      url: '/wps/notice',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(notice.headers['content-encoding']).toBe('br');
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(status.headers['content-encoding']).toBeUndefined();
  });
});

describe('boot data in the page', () => {
  it('holds what the start-up calls answer, for the brand of the host', async () => {
    const site = await brandSite();
    await insertBanner(ctx.db, site.merchant.id, banner('w_home', '/static/banners/b.svg', 2));
    await insertBanner(ctx.db, site.merchant.id, banner('w_home', '/static/banners/a.svg', 1));
    const boot = bootOf((await site.page('/')).body);

    const answer = async (url: string) => (await site.api(url)).json().value as unknown;
    expect(boot.status).toEqual(await answer('/wps/system/status'));
    expect(boot.notice).toEqual(await answer('/wps/notice'));
    expect(boot.whitelabel).toEqual(await answer('/wps/system/whitelabel'));
    expect(boot.vendors).toEqual(await answer('/wps/game/vendors'));
    const permission = (await site.api(`/wps/system/permission?url=${site.host}`)).json().value;
    // The game CDN is picked at random per answer.
    expect({ ...boot.permission, launchGameCDNs: null }).toEqual({
      ...permission,
      launchGameCDNs: null,
    });
    expect(boot.permission.whitelabel.merchantCode).toBe(site.merchant.code);
  });

  it('preloads the first banner of the page’s group, and none where the page has none', async () => {
    const site = await brandSite();
    await insertBanner(ctx.db, site.merchant.id, banner('w_home', '/static/banners/h2.svg', 2));
    await insertBanner(ctx.db, site.merchant.id, banner('w_home', '/static/banners/h1.svg', 1));
    await insertBanner(ctx.db, site.merchant.id, banner('w_rng', '/static/banners/r"1.svg', 1));
    const preloads = async (url: string) =>
      [...(await site.page(url)).body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
        (m) => m[0],
      );

    expect(await preloads('/')).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/static/banners/h1.svg">',
    ]);
    expect(await preloads('/index.html')).toHaveLength(1);
    expect(await preloads('/rng?page=PG')).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/static/banners/r&quot;1.svg">',
    ]);
    expect(await preloads('/lottery')).toEqual([]);
    expect(await preloads('/login')).toEqual([]);
  });

  it('cannot be broken out of by what operators write', async () => {
    const site = await brandSite();
    const title = '</script><script>alert(1)</script><!-- \u2028\u2029';
    await insertAnnouncement(ctx.db, site.merchant.id, {
      type: 'B',
      title,
      content: '<p>x</p>',
      enabled: true,
    });
    const html = (await site.page('/')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(bootOf(html).notice?.player.map((a) => a.title)).toContain(title);
  });

  it('tells a visitor under maintenance so, without the site’s content', async () => {
    const site = await brandSite();
    await updateMerchant(ctx.db, site.merchant.id, { maintenance_enabled: true });
    const boot = bootOf((await site.page('/', '203.0.113.9')).body);
    expect(boot.status.systemStatus).toBe(1);
    expect(boot.permission).toMatchObject({ maintenance: { enabled: true } });
    expect(boot).not.toHaveProperty('notice');
    expect(boot).not.toHaveProperty('whitelabel');
    expect(boot).not.toHaveProperty('vendors');

    await updateMerchant(ctx.db, site.merchant.id, {
      maintenance_allow_list: JSON.stringify(['203.0.113.9']),
    });
    expect(bootOf((await site.page('/', '203.0.113.9')).body).status.systemStatus).toBe(0);
  });

  it('tells a visitor from a restricted region so, with their address', async () => {
    const site = await brandSite();
    await insertRegionRule(ctx.db, site.merchant.id, {
      kind: 'IP',
      value: '203.0.113.0/24',
      action: 'DENY',
      note: '',
    });
    const blocked = bootOf((await site.page('/promotions', '203.0.113.20')).body);
    expect(blocked.status).toEqual({
      systemStatus: 2,
      location: { ip: '203.0.113.20', country: null },
    });
    expect(blocked).not.toHaveProperty('notice');
    expect(bootOf((await site.page('/', '198.51.100.4')).body).status.systemStatus).toBe(0);
  });
});

describe('scriptSafeJson', () => {
  it('leaves no "<" or raw line separator, and parses back to the same value', () => {
    const value = { a: '</script><!--x-->', b: 'line\u2028para\u2029end', c: [1, null, true] };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('without a built web app', () => {
  it('starts and answers page routes with a JSON 404', async () => {
    const app = await ctx.appWith({ WEB_DIST: join(dist, 'missing') });
    const res = await app.inject({ method: 'GET', url: '/lottery' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
