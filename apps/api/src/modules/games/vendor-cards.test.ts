import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let owner: OperatorClient;
let demoId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demoId = (
    await ctx.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow()
  ).id;
  owner = await asOperator(ctx, demoId, 'owner');
});
afterAll(() => ctx.close());

type Card = { vassalage: string; isGame: 'VASSALAGE' | null };

/** Each card of the side menu as `category vendor` → what it opens. */
async function cards(): Promise<Record<string, Card['isGame']>> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/wps/game/vendors',
    headers: { merchant: 'SORTEO' },
  });
  expect(res.statusCode).toBe(200);
  const groups = res.json().value as { gameCategory: string; vendors: Card[] }[];
  return Object.fromEntries(
    groups.flatMap((g) => g.vendors.map((v) => [`${g.gameCategory} ${v.vassalage}`, v.isGame])),
  );
}

const gameId = async (code: string) =>
  (
    await ctx.db
      .selectFrom('game')
      .select('id')
      .where('game_code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

describe('vendor cards: isGame VASSALAGE (a pop-up list of the games)', () => {
  it('marks a vendor with more than one listed game in the category, by default', async () => {
    const shown = await cards();
    // Two slots: the card opens the list; one roulette table: the hall. The lotteries never.
    expect(shown).toMatchObject({
      'RNG SBX': 'VASSALAGE',
      'LIVE SBX': null,
      'PVP SBT': null,
      'LOTT TCG_SEA': null,
      'LOTT TCG_LOTTO_VN': null,
      'ELOTT TCG_SEA': null,
      'INHOUSE TCG_SEA': null,
    });
    // Every card of a vendor of the catalogue follows how many games its hall lists.
    for (const [card, isGame] of Object.entries(shown)) {
      const [category, vendor] = card.split(' ');
      if (vendor?.startsWith('TCG_')) continue;
      const total = (
        await ctx.app.inject({
          method: 'GET',
          url: `/wps/game/list?gameType=${category}&vassalage=${vendor}`,
          headers: { merchant: 'SORTEO' },
        })
      ).json().value.total as number;
      expect(isGame, card).toBe(total > 1 ? 'VASSALAGE' : null);
    }
  });

  it('counts the games the brand lists: hiding one of the two slots drops the list', async () => {
    const sevens = await gameId('SLOT3-SEVENS');
    await owner.put(`/admin/games/${sevens}`, { hidden: true });
    expect((await cards())['RNG SBX']).toBeNull();
    await owner.put(`/admin/games/${sevens}`, { hidden: false });
    expect((await cards())['RNG SBX']).toBe('VASSALAGE');
  });

  it("follows the brand's setting, audited, until it is set back to the default", async () => {
    const off = await owner.put('/admin/games/vendors/SBX', { gameListPopup: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().value).toMatchObject({ code: 'SBX', gameListPopup: false });
    expect(await cards()).toMatchObject({ 'RNG SBX': null, 'LIVE SBX': null });

    await owner.put('/admin/games/vendors/SBX', { gameListPopup: true });
    expect(await cards()).toMatchObject({
      'RNG SBX': 'VASSALAGE',
      'LIVE SBX': 'VASSALAGE',
      'COCKFIGHT SBX': 'VASSALAGE',
      // Another vendor keeps the default.
      'PVP SBT': null,
    });
    const listed = await owner.get('/admin/games/vendors');
    const settings = Object.fromEntries(
      (listed.json().value as { code: string; gameListPopup: boolean | null }[]).map((v) => [
        v.code,
        v.gameListPopup,
      ]),
    );
    expect(settings).toMatchObject({ SBX: true, SBT: null });

    await owner.put('/admin/games/vendors/SBX', { gameListPopup: null });
    expect(await cards()).toMatchObject({ 'RNG SBX': 'VASSALAGE', 'LIVE SBX': null });
    const audit = (await auditRows(ctx.db, demoId)).filter(
      (r) => r.action === 'vendor.update' && r.target_id === 'SBX',
    );
    expect(audit).toHaveLength(3);
  });

  it('refuses a setting that is not true, false or null, naming the field', async () => {
    const res = await owner.put('/admin/games/vendors/SBX', { gameListPopup: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'gameListPopup' },
    });
  });

  it('answers every field of a card, typed by the contract', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/wps/game/vendors',
      headers: { merchant: 'SORTEO' },
    });
    const rng = (res.json().value as { gameCategory: string; vendors: Card[] }[]).find(
      (g) => g.gameCategory === 'RNG',
    );
    expect(rng?.vendors).toEqual([
      {
        vassalage: 'SBX',
        name: 'Sandbox Studio',
        isHot: false,
        image: null,
        isGame: 'VASSALAGE',
      },
    ]);
  });
});
