import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo } from './seed.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (table: 'merchant' | 'banner' | 'announcement') =>
  (
    await ctx.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('start-up database work', () => {
  it('migrates once: a second run has nothing to do', async () => {
    expect(await migrateToLatest(ctx.db)).toEqual([]);
  });

  it('seeds the demo merchant once, so a restart changes nothing', async () => {
    const before = [await count('merchant'), await count('banner'), await count('announcement')];
    expect(await seedDemo(ctx.db)).toBe(false);
    expect([await count('merchant'), await count('banner'), await count('announcement')]).toEqual(
      before,
    );
  });

  it('seeds the demo merchant as documented', async () => {
    const m = await ctx.db
      .selectFrom('merchant')
      .selectAll()
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow();
    expect(m).toMatchObject({
      currency: 'VND',
      currency_exponent: 0,
      time_zone: 'Asia/Ho_Chi_Minh',
      default_language: 'es',
      supported_languages: ['es', 'en'],
      lottery_type: 'Lott',
      platform: 'web',
    });
    const vendors = await ctx.db
      .selectFrom('merchant_vendor')
      .select(['vendor_code', 'enabled'])
      .where('merchant_id', '=', m.id)
      .orderBy('sort')
      .execute();
    // The generated slot library is left out of test databases (SEED_BULK_GAMES).
    expect(vendors).toEqual([
      { vendor_code: 'SBX', enabled: true },
      { vendor_code: 'SBT', enabled: true },
    ]);
    // The sandbox studio has a game in every category it lists.
    const studio = await ctx.db
      .selectFrom('vendor')
      .select('categories')
      .where('code', '=', 'SBX')
      .executeTakeFirstOrThrow();
    const types = await ctx.db
      .selectFrom('game')
      .select('game_type')
      .distinct()
      .where('vendor_code', '=', 'SBX')
      .execute();
    expect(studio.categories).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'ESPORTS', 'COCKFIGHT']);
    expect(types.map((t) => t.game_type).sort()).toEqual([...studio.categories].sort());
  });
});
