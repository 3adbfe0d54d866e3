import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';

const onPostgres = process.env.SORTEO_TEST_DB === 'postgres';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const namesIn = async (app: TestContext['app']) =>
  (
    await app.inject({
      method: 'GET',
      url: '/wps/game/list?vassalage=SBX&gameClassify=video&language=en',
      headers: { merchant: 'SORTEO' },
    })
  )
    .json()
    .value.games.map((g: { gameName: string }) => g.gameName);

const until = async (check: () => Promise<boolean>, ms = 2000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

describe('the catalogue in memory', () => {
  it('reads a merchant once and answers later lists from memory', async () => {
    ctx.app.catalogue.changed();
    const before = { ...ctx.app.catalogue.stats };
    await namesIn(ctx.app);
    await namesIn(ctx.app);
    await namesIn(ctx.app);
    expect(ctx.app.catalogue.stats.read - before.read).toBe(1);
    expect(ctx.app.catalogue.stats.kept - before.kept).toBe(2);
  });
});

describe.skipIf(!onPostgres)('the catalogue across processes (PostgreSQL)', () => {
  it('drops what it keeps when another process changes the catalogue', async () => {
    const other = await ctx.appWith({});
    expect(await until(async () => other.catalogue.keeping)).toBe(true);
    expect(await namesIn(other)).toEqual(['Jungle Gold']);
    // Another process renames the game: this app hears it and reads again.
    await sql`update game set names = names || '{"en": "Jungle Royale"}'
      where game_code = 'SLOT5-JUNGLE'`.execute(ctx.db);
    expect(await until(async () => (await namesIn(other)).includes('Jungle Royale'))).toBe(true);
    // So does a merchant's override.
    await sql`insert into merchant_game (merchant_id, game_id, hidden)
      select m.id, g.id, true from merchant m, game g
      where m.code = 'SORTEO' and g.game_code = 'SLOT5-JUNGLE'`.execute(ctx.db);
    expect(await until(async () => (await namesIn(other)).length === 0)).toBe(true);
  });
});
