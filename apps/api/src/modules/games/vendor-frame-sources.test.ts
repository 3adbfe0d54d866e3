import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { FramingVendorRow } from './catalogue.repo.js';
import { UNHEARD_FRAME_SOURCES_CACHE_MS, vendorFrameSources } from './vendor-links.js';

const SANDBOX = 'http://127.0.0.1:7996';
const dist = mkdtempSync(join(tmpdir(), 'sorteo-web-'));

let ctx: TestContext;
let owner: OperatorClient;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  ctx = await createTestContext({
    WEB_DIST: dist,
    SANDBOX_VENDOR_URL: SANDBOX,
    SANDBOX_VENDOR_SECRET: 'frame-sources-test-secret-0123456789',
  });
  const demo = await ctx.db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'SORTEO')
    .executeTakeFirstOrThrow();
  owner = await asOperator(ctx, demo.id, 'owner');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The `frame-src` sources of the next page the site serves, after `'self'`. */
async function pageFrameSources(): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/rng' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  const csp = String(res.headers['content-security-policy']);
  const directive = csp.split(';').find((d) => d.trim().startsWith('frame-src '));
  const [, self, ...sources] = (directive ?? '').trim().split(/\s+/);
  expect(self).toBe("'self'");
  return sources;
}

const vendorUpdate = async (code: string, body: object) => {
  const res = await owner.put(`/admin/games/vendors/${code}`, body);
  expect(res.statusCode, res.body).toBe(200);
};

describe("the CSP's frame-src follows the vendors without a restart", () => {
  it("names the enabled vendors' addresses and frame hosts on every page", async () => {
    expect(await pageFrameSources()).toEqual([SANDBOX]);
  });

  it("counts an operator's change of frame hosts, address and status on the next page", async () => {
    await vendorUpdate('SBX', { frameHosts: ['https://games.example.com'] });
    expect(await pageFrameSources()).toEqual([SANDBOX, 'https://games.example.com']);

    await ctx.db
      .insertInto('vendor')
      .values({
        code: 'FRAMEV',
        name: 'Frame Vendor',
        categories: ['RNG'],
        wallet_kind: 'seamless',
        api_url: null,
      })
      .execute();
    await vendorUpdate('FRAMEV', {
      apiUrl: 'https://api.framevendor.example/v1',
      frameHosts: ['https://cdn.framevendor.example'],
    });
    expect(await pageFrameSources()).toEqual([
      SANDBOX,
      'https://api.framevendor.example',
      'https://cdn.framevendor.example',
      'https://games.example.com',
    ]);

    await vendorUpdate('FRAMEV', { apiUrl: 'https://play.framevendor.example' });
    expect(await pageFrameSources()).toEqual([
      SANDBOX,
      'https://cdn.framevendor.example',
      'https://games.example.com',
      'https://play.framevendor.example',
    ]);

    // A disabled vendor's hosts leave; one in maintenance keeps them.
    await vendorUpdate('FRAMEV', { status: 'disabled' });
    expect(await pageFrameSources()).toEqual([SANDBOX, 'https://games.example.com']);
    await vendorUpdate('SBX', { status: 'maintenance' });
    expect(await pageFrameSources()).toEqual([SANDBOX, 'https://games.example.com']);
    await vendorUpdate('SBX', { status: 'disabled' });
    // The card room is reached at the same sandbox address.
    expect(await pageFrameSources()).toEqual([SANDBOX]);

    await vendorUpdate('SBX', { status: 'enabled', frameHosts: [] });
    expect(await pageFrameSources()).toEqual([SANDBOX]);
  });

  it("answers the API's own calls with the same policy", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain(
      `frame-src 'self' ${SANDBOX};`,
    );
  });
});

describe('vendorFrameSources', () => {
  /** A catalogue whose framing vendors are read through `rows`, counting the reads. */
  function fakeCatalogue(rows: () => Promise<FramingVendorRow[]>) {
    let kept: Promise<FramingVendorRow[]> | null = null;
    const catalogue = {
      keeping: true,
      reads: 0,
      framingVendors() {
        if (kept && catalogue.keeping) return kept;
        catalogue.reads += 1;
        kept = rows();
        kept.catch(() => (kept = null));
        return kept;
      },
      changed() {
        kept = null;
      },
    };
    return catalogue;
  }
  const vendor = (code: string, ...hosts: string[]): FramingVendorRow => ({
    code,
    api_url: `https://${code.toLowerCase()}.example`,
    frame_hosts: hosts,
  });

  it('answers the same array while nothing changes, with one read, and reads again on a change', async () => {
    let rows = [vendor('AAA', 'https://cdn.aaa.example')];
    const catalogue = fakeCatalogue(async () => rows);
    const sources = vendorFrameSources(catalogue, ctx.config);
    const first = await sources();
    expect(first).toEqual(['https://aaa.example', 'https://cdn.aaa.example']);
    expect(sources()).toBe(first);
    expect(sources()).toBe(first);
    expect(catalogue.reads).toBe(1);

    // A change that leaves the sources as they were keeps the same array.
    catalogue.changed();
    expect(await sources()).toBe(first);
    rows = [vendor('BBB')];
    catalogue.changed();
    const pending = sources();
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual(['https://bbb.example']);
    expect(catalogue.reads).toBe(3);
  });

  it('reads again at most every few seconds while the catalogue keeps nothing', async () => {
    let now = 1_000;
    const catalogue = fakeCatalogue(async () => [vendor('AAA')]);
    catalogue.keeping = false;
    const sources = vendorFrameSources(catalogue, ctx.config, () => now);
    const first = await sources();
    now += UNHEARD_FRAME_SOURCES_CACHE_MS - 1;
    expect(sources()).toBe(first);
    expect(catalogue.reads).toBe(1);
    now += 1;
    expect(await sources()).toBe(first);
    expect(catalogue.reads).toBe(2);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    let fail = true;
    const catalogue = fakeCatalogue(async () => {
      if (fail) throw new Error('connection lost');
      return [vendor('AAA')];
    });
    const sources = vendorFrameSources(catalogue, ctx.config);
    await expect(sources()).rejects.toThrow('connection lost');
    fail = false;
    expect(await sources()).toEqual(['https://aaa.example']);
  });
});
