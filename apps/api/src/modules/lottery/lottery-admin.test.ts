import { adminLotteryGamesSchema, currentPeriodSchema, gameMenusSchema } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let site: TestSite;
let operator: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await createTestSite(ctx);
  operator = await site.signIn('operator');
});
afterAll(() => ctx.close());

const games = async (client = operator) => {
  const res = await client.get('/admin/lottery/games');
  expect(res.statusCode).toBe(200);
  return adminLotteryGamesSchema.parse(res.json().value);
};
/** The audit rows of game edits (signing operators in writes rows of its own). */
const gameAudits = async () =>
  (await auditRows(ctx.db, site.merchantId)).filter((r) => r.target_type === 'lottery_game');
const gameOf = async (gameCode: string) => (await games()).find((g) => g.gameCode === gameCode)!;
const playerGame = async (gameCode: string) =>
  currentPeriodSchema.parse((await site.player(`/lgw/games/${gameCode}/current`)).json().value)
    .game;

describe('operator lottery games', () => {
  it('lists every game with its tables, cap and switch; every operator may read', async () => {
    const all = await games(await site.signIn('viewer'));
    expect(all.map((g) => g.gameCode)).toEqual([
      'VN_MB',
      'VN_1M',
      'VN_3M',
      'VN_5M',
      '5D_1M',
      '5D_3M',
      '5D_5M',
      'K3_1M',
      'K3_3M',
    ]);
    const k3 = all.find((g) => g.gameCode === 'K3_1M')!;
    expect(k3).toMatchObject({ enabled: true, exposureCap: 1_000_000_000, currency: 'USD' });
    expect(Object.keys(k3.odds).sort()).toEqual(
      [
        'big_small',
        'odd_even',
        'triple',
        'triple_any',
        ...Array.from({ length: 14 }, (_, i) => `sum:${i + 4}`),
      ].sort(),
    );
  });

  it('merges odds and limits, audits the change, and players see it at once', async () => {
    const audits = (await gameAudits()).length;
    const before = await gameOf('K3_1M');
    const res = await operator.put('/admin/lottery/games/K3_1M', {
      gameName: 'Dados 1 minuto',
      odds: { 'sum:4': 7000, big_small: 195 },
      limits: { triple: { min: 200, max: 50_000 } },
      exposureCap: 500_000_000,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().value;
    expect(after).toMatchObject({
      gameName: 'Dados 1 minuto',
      exposureCap: 500_000_000,
      odds: { ...before.odds, 'sum:4': 7000, big_small: 195 },
      limits: { ...before.limits, triple: { min: 200, max: 50_000 } },
    });
    expect(after.odds['sum:5']).toBe(3450);
    expect(await gameOf('K3_1M')).toEqual(after);

    const rows = await gameAudits();
    expect(rows).toHaveLength(audits + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'lottery_game.update',
      target_type: 'lottery_game',
      target_id: 'K3_1M',
      operator_username: operator.username,
      before: { gameName: 'K3 1 min', odds: { 'sum:4': 6900 }, exposureCap: 1_000_000_000 },
      after: { gameName: 'Dados 1 minuto', odds: { 'sum:4': 7000 }, exposureCap: 500_000_000 },
    });

    const seen = await playerGame('K3_1M');
    expect(seen.gameName).toBe('Dados 1 minuto');
    expect(seen.odds['sum:4']).toBe(7000);
    expect(seen.limits.triple).toEqual({ min: 200, max: 50_000 });
  });

  it('disabling a game takes it off the player menus and its current period', async () => {
    const off = await operator.put('/admin/lottery/games/VN_3M', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().value.enabled).toBe(false);
    const menus = gameMenusSchema.parse((await site.player('/lgw/games/game_menus')).json().value);
    expect(menus.gameMenus[0]!.games.map((g) => g.gameCode)).toEqual(['VN_MB', 'VN_1M', 'VN_5M']);
    expect((await site.player('/lgw/games/VN_3M/current')).statusCode).toBe(404);
    expect((await games()).find((g) => g.gameCode === 'VN_3M')?.enabled).toBe(false);

    expect((await operator.put('/admin/lottery/games/VN_3M', { enabled: true })).statusCode).toBe(
      200,
    );
    expect((await site.player('/lgw/games/VN_3M/current')).statusCode).toBe(200);
  });

  it.each([
    ['a bet type of another family', '5D_1M', { odds: { lo2: 9000 } }, 'odds.lo2'],
    ['a K3 sum out of range', 'K3_3M', { odds: { 'sum:18': 9000 } }, 'odds.sum:18'],
    ['a bare K3 sum', 'K3_3M', { odds: { sum: 900 } }, 'odds.sum'],
    ['a sum key on a 5D game', '5D_1M', { odds: { 'sum:4': 900 } }, 'odds.sum:4'],
    ['an unknown bet type', 'VN_1M', { odds: { jackpot: 900 } }, 'odds.jackpot'],
    ['odds that do not pay the stake back', 'VN_1M', { odds: { de: 100 } }, 'odds.de'],
    ['odds that are not whole hundredths', 'VN_1M', { odds: { de: 95.5 } }, 'odds.de'],
    [
      'limits of another family',
      'VN_1M',
      { limits: { triple: { min: 1, max: 2 } } },
      'limits.triple',
    ],
    [
      'a minimum over the maximum',
      'VN_1M',
      { limits: { de: { min: 500, max: 400 } } },
      'limits.de.max',
    ],
    ['a zero minimum', 'VN_1M', { limits: { de: { min: 0, max: 400 } } }, 'limits.de.min'],
    ['a zero exposure cap', 'VN_1M', { exposureCap: 0 }, 'exposureCap'],
    ['an empty name', 'VN_1M', { gameName: '  ' }, 'gameName'],
    ['nothing to change', 'VN_1M', {}, 'body'],
  ])('refuses %s with the field, writing nothing', async (_, gameCode, body, field) => {
    const audits = (await gameAudits()).length;
    const before = await games();
    const res = await operator.put(`/admin/lottery/games/${gameCode}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect(await games()).toEqual(before);
    expect(await gameAudits()).toHaveLength(audits);
  });

  it('refuses a valid key next to a wrong one without applying either', async () => {
    const before = await gameOf('5D_1M');
    const res = await operator.put('/admin/lottery/games/5D_1M', {
      odds: { pos_digit: 990, triple: 20000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.issues).toEqual([
      { field: 'odds.triple', rule: 'betType', message: expect.stringContaining('5D') },
    ]);
    expect(await gameOf('5D_1M')).toEqual(before);
  });

  it('refuses an unknown game, and roles that may not edit', async () => {
    const unknown = await operator.put('/admin/lottery/games/XX_1M', { enabled: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'LOTTERY_GAME_NOT_FOUND' });
    const audits = (await gameAudits()).length;
    for (const role of ['editor', 'viewer'] as const) {
      const client = await site.signIn(role);
      const res = await client.put('/admin/lottery/games/VN_1M', { enabled: false });
      expect(res.statusCode).toBe(403);
    }
    expect((await gameOf('VN_1M')).enabled).toBe(true);
    expect(await gameAudits()).toHaveLength(audits);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/admin/lottery/games' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows or edits another merchant's games", async () => {
    const other = await createTestSite(ctx);
    const owner = await other.signIn('owner');
    expect(
      (await owner.put('/admin/lottery/games/VN_1M', { gameName: 'Otra casa' })).statusCode,
    ).toBe(200);
    expect((await gameOf('VN_1M')).gameName).toBe('Xổ số nhanh 1 phút');
  });
});
