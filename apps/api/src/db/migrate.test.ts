import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const applied = async () =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(ctx.db))
    .rows.length;

describe('migrations at start-up', () => {
  it('finds nothing to do on a database that has every migration', async () => {
    expect(await applied()).toBe(Object.keys(migrations).length);
    expect(await migrateToLatest(ctx.db)).toEqual([]);
    expect(await applied()).toBe(Object.keys(migrations).length);
  });

  it('refuses a database migrated by a version with migrations this one does not know', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', ${new Date().toISOString()})`.execute(
      ctx.db,
    );
    try {
      await expect(migrateToLatest(ctx.db)).rejects.toThrow(/9999_from_the_future/);
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_the_future'`.execute(ctx.db);
    }
  });
});
