import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { runJob } from '../../jobs/job-runner.js';
import { catalogueSyncJob } from './catalogue-sync.job.js';
import { startSandboxVendor, type SandboxVendor } from './sandbox-vendor/sandbox-vendor.js';

const SECRET = 'games-admin-test-secret-0123456789';
let ctx: TestContext;
let vendor: SandboxVendor;
let owner: OperatorClient;
let viewer: OperatorClient;
let demoId: number;
let sevens: string;

beforeAll(async () => {
  vendor = await startSandboxVendor({ secret: SECRET, siteUrl: 'http://127.0.0.1:7997' });
  ctx = await createTestContext({ SANDBOX_VENDOR_URL: vendor.url, SANDBOX_VENDOR_SECRET: SECRET });
  demoId = (
    await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow()
  ).id;
  owner = await asOperator(ctx, demoId, 'owner');
  viewer = await asOperator(ctx, demoId, 'viewer');
  sevens = String(
    (
      await ctx.db
        .selectFrom('game')
        .select('id')
        .where('game_code', '=', 'SLOT3-SEVENS')
        .executeTakeFirstOrThrow()
    ).id,
  );
});
afterAll(async () => {
  await ctx.close();
  await vendor.close();
});

const lobby = async (query = 'vassalage=SBX&language=en') =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/wps/game/list?${query}`,
      headers: { merchant: 'SORTEO' },
    })
  ).json().value as { games: { gameCode: string; gameName: string; maintenance: boolean }[] };

describe('operator game vendors', () => {
  it('lists the vendors with how this brand lists them', async () => {
    const res = await viewer.get('/admin/games/vendors');
    expect(res.json().value).toEqual([
      expect.objectContaining({
        code: 'SBX',
        name: 'Sandbox Studio',
        walletKind: 'seamless',
        status: 'enabled',
        reachable: true,
        games: 7,
        listed: true,
        sort: 0,
      }),
      expect.objectContaining({
        code: 'SBT',
        name: 'Sandbox Card Room',
        walletKind: 'transfer',
        status: 'enabled',
        reachable: true,
        games: 1,
        listed: true,
        sort: 1,
      }),
    ]);
  });

  it('puts a vendor in maintenance: the lobby shows the badge, the audit trail the change', async () => {
    const res = await owner.put('/admin/games/vendors/SBX', {
      status: 'maintenance',
      frameHosts: ['https://games.example.com'],
    });
    expect(res.json().value).toMatchObject({
      status: 'maintenance',
      frameHosts: ['https://games.example.com'],
    });
    expect((await lobby()).games.every((g) => g.maintenance)).toBe(true);
    const audit = (await auditRows(ctx.db, demoId)).filter((r) => r.action === 'vendor.update');
    expect(audit.at(-1)).toMatchObject({ target_type: 'vendor', target_id: 'SBX' });
    await owner.put('/admin/games/vendors/SBX', { status: 'enabled', frameHosts: [] });
    expect((await lobby()).games.some((g) => g.maintenance)).toBe(false);
  });

  it("sets a real vendor's address, which its launches then use; the sandbox's is its setting", async () => {
    await ctx.db
      .insertInto('vendor')
      .values({
        code: 'REALV',
        name: 'Real Vendor',
        categories: ['RNG'],
        wallet_kind: 'seamless',
        api_url: null,
      })
      .execute();
    const set = await owner.put('/admin/games/vendors/REALV', {
      apiUrl: 'https://api.realvendor.example/v2/',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toMatchObject({
      apiUrl: 'https://api.realvendor.example/v2',
      reachable: false,
    });
    const audit = (await auditRows(ctx.db, demoId)).filter((r) => r.target_id === 'REALV');
    expect(audit).toHaveLength(1);
    for (const apiUrl of [
      'http://api.realvendor.example',
      'https://user:pw@api.realvendor.example',
      'https://api.realvendor.example/?key=1',
      'ftp://api.realvendor.example',
    ]) {
      const bad = await owner.put('/admin/games/vendors/REALV', { apiUrl });
      expect(bad.statusCode, apiUrl).toBe(400);
      expect(bad.json().value.field).toBe('apiUrl');
    }
    const sandbox = await owner.put('/admin/games/vendors/SBX', { apiUrl: 'https://x.example' });
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().value.field).toBe('apiUrl');
    const row = await ctx.db
      .selectFrom('vendor')
      .select(['code', 'api_url'])
      .where('code', 'in', ['REALV', 'SBX'])
      .orderBy('code')
      .execute();
    expect(row).toEqual([
      { code: 'REALV', api_url: 'https://api.realvendor.example/v2' },
      { code: 'SBX', api_url: null },
    ]);
  });

  it('refuses a viewer, an unknown vendor and bad input, changing nothing', async () => {
    expect((await viewer.put('/admin/games/vendors/SBX', { status: 'disabled' })).statusCode).toBe(
      403,
    );
    expect((await owner.put('/admin/games/vendors/NOPE', { demo: false })).statusCode).toBe(404);
    for (const [body, field] of [
      [{ frameHosts: ['javascript:alert(1)'] }, 'frameHosts.0'],
      [{ status: 'paused' }, 'status'],
      [{ sort: -1 }, 'sort'],
      [{}, 'body'],
    ] as const) {
      const res = await owner.put('/admin/games/vendors/SBX', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect((await lobby()).games).toHaveLength(7);
  });
});

describe('operator games', () => {
  it("finds games by vendor and name with this brand's overrides", async () => {
    const res = await viewer.get('/admin/games?vassalage=SBX&gameName=selva');
    expect(res.json().value).toMatchObject({ total: 1, content: [{ gameCode: 'SLOT5-JUNGLE' }] });
  });

  it('renames, pins and hides a game for this brand, audited, seen in the lobby at once', async () => {
    let res = await owner.put(`/admin/games/${sevens}`, {
      names: { en: 'Seven Stars' },
      isHot: true,
    });
    expect(res.json().value).toMatchObject({
      names: { en: 'Seven Stars', es: 'Sietes de la Suerte' },
      isHot: true,
      overrides: { names: { en: 'Seven Stars' }, isHot: true, sort: null },
    });
    expect((await lobby()).games.map((g) => g.gameName)).toContain('Seven Stars');
    res = await owner.put(`/admin/games/${sevens}`, { hidden: true });
    expect(res.json().value.hidden).toBe(true);
    expect((await lobby()).games.map((g) => g.gameCode)).toEqual([
      'SLOT5-JUNGLE',
      'ROULETTE-EU',
      'COCK-DERBY',
      'FISH-REEF',
      'SPORTS-LEAGUE',
      'ESPORTS-ARENA',
    ]);
    await owner.put(`/admin/games/${sevens}`, { hidden: false, isHot: null });
    expect((await lobby()).games).toHaveLength(7);
    const audit = (await auditRows(ctx.db, demoId)).filter((r) => r.action === 'game.update');
    expect(audit).toHaveLength(3);
  });

  it('refuses bad input naming the field', async () => {
    for (const [path, body, field] of [
      [`/admin/games/${sevens}`, { names: { en: '' } }, 'names.en'],
      [`/admin/games/${sevens}`, { names: { xx: 'Name' } }, 'names'],
      [`/admin/games/${sevens}`, { sort: 1.5 }, 'sort'],
      ['/admin/games/01', { hidden: true }, 'nodeId'],
    ] as const) {
      const res = await owner.put(path, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect((await owner.put('/admin/games/999999', { hidden: true })).json().code).toBe(
      'GAME_NOT_FOUND',
    );
  });
});

describe('catalogue sync', () => {
  it("imports the vendor's signed list, keeping this brand's overrides", async () => {
    await owner.put(`/admin/games/${sevens}`, { names: { en: 'Seven Stars' } });
    // The vendor's game changed here since it was published: the sync puts it back.
    await ctx.db
      .updateTable('game')
      .set({ min_bet: 5 })
      .where('game_code', '=', 'SLOT3-SEVENS')
      .execute();
    const res = await owner.post('/admin/games/vendors/SBX/sync');
    expect(res.json().value).toEqual({ vendor: 'SBX', added: 0, changed: 1, withdrawn: 0 });
    const game = await ctx.db
      .selectFrom('game')
      .select('min_bet')
      .where('game_code', '=', 'SLOT3-SEVENS')
      .executeTakeFirstOrThrow();
    expect(Number(game.min_bet)).toBe(1000);
    expect((await lobby()).games.map((g) => g.gameName)).toContain('Seven Stars');
    const again = await owner.post('/admin/games/vendors/SBX/sync');
    expect(again.json().value).toEqual({ vendor: 'SBX', added: 0, changed: 0, withdrawn: 0 });
  });

  it('refuses a list not signed with the secret, importing nothing', async () => {
    const other = await ctx.appWith({ SANDBOX_VENDOR_SECRET: 'a-different-secret-0123456789' });
    const op = await asOperator(ctx, demoId, 'owner');
    const res = await other.inject({
      method: 'POST',
      url: '/admin/games/vendors/SBX/sync',
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'VENDOR_UNAVAILABLE' });
    expect(res.json().message).toContain('not signed');
  });

  it('runs as a job that imports every reachable vendor and tells the catalogue', async () => {
    await ctx.db
      .updateTable('game')
      .set({ min_bet: 7 })
      .where('game_code', '=', 'SLOT5-JUNGLE')
      .execute();
    // Seeded before its fish shooter was published: the sync lists it under FISH again.
    await ctx.db
      .updateTable('vendor')
      .set({ categories: ['RNG', 'LIVE'] })
      .where('code', '=', 'SBX')
      .execute();
    let told = 0;
    const errors: string[] = [];
    const job = catalogueSyncJob(
      ctx.config,
      { info: () => undefined, error: (o) => errors.push(JSON.stringify(o)) },
      () => (told += 1),
    );
    const outcome = await runJob(ctx.db, job);
    expect(outcome).toEqual({
      ran: true,
      summary: 'catalogue synced: SBT +0 ~0 -0, SBX +0 ~1 -0',
    });
    expect(told).toBe(1);
    expect(errors).toEqual([]);
    const sbx = await ctx.db
      .selectFrom('vendor')
      .select('categories')
      .where('code', '=', 'SBX')
      .executeTakeFirstOrThrow();
    expect([...sbx.categories].sort()).toEqual(
      ['COCKFIGHT', 'ESPORTS', 'FISH', 'LIVE', 'RNG', 'SPORTS'].sort(),
    );
  });
});
