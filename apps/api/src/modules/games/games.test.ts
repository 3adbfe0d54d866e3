import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /wps/game/vendors', () => {
  it('answers no categories for the demo merchant, which has no vendors yet', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wps/game/vendors' });
    expect(res.json()).toEqual({ success: true, value: [] });
  });

  it('lists only categories with enabled vendors, in menu order, splitting e-sports off sports', async () => {
    const m = await createMerchant(ctx.db);
    const v = (category: string, vassalage: string, sort: number, enabled = true) => ({
      merchant_id: m.id,
      category,
      vassalage,
      name: `${vassalage} Games`,
      is_hot: vassalage === 'PG',
      image: null,
      sort,
      enabled,
    });
    await ctx.db
      .insertInto('game_vendor')
      .values([
        v('RNG', 'PG', 1),
        v('RNG', 'JDB', 0),
        v('SPORTS', 'SABA', 0),
        v('SPORTS', 'IMES', 1),
        v('LIVE', 'EVO', 0, false),
        v('LOTT', 'TCG_SEA', 0),
      ])
      .execute();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/wps/game/vendors',
      headers: { merchant: m.code },
    });
    expect(res.json().value).toEqual([
      {
        gameCategory: 'LOTT',
        vendors: [{ vassalage: 'TCG_SEA', name: 'TCG_SEA Games', isHot: false, image: null }],
      },
      {
        gameCategory: 'SPORTS',
        vendors: [{ vassalage: 'SABA', name: 'SABA Games', isHot: false, image: null }],
      },
      {
        gameCategory: 'RNG',
        vendors: [
          { vassalage: 'JDB', name: 'JDB Games', isHot: false, image: null },
          { vassalage: 'PG', name: 'PG Games', isHot: true, image: null },
        ],
      },
      {
        gameCategory: 'ESPORTS',
        vendors: [{ vassalage: 'IMES', name: 'IMES Games', isHot: false, image: null }],
      },
    ]);
  });
});
