import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.js';

type Db = { counter: { id: number; n: number } };
let db: Kysely<Db>;

beforeAll(async () => {
  db = new Kysely<Db>({ dialect: new PGliteDialect(new PGlite()) });
  await sql`create table counter (id int primary key, n int not null)`.execute(db);
  await db.insertInto('counter').values({ id: 1, n: 0 }).execute();
});
afterAll(() => db.destroy());

const read = async () => (await db.selectFrom('counter').select('n').executeTakeFirstOrThrow()).n;

describe('PGliteDialect', () => {
  it('runs concurrent transactions one after another, so none loses an update', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const { n } = await trx.selectFrom('counter').select('n').executeTakeFirstOrThrow();
          await new Promise((r) => setTimeout(r, 1));
          await trx
            .updateTable('counter')
            .set({ n: n + 1 })
            .execute();
        }),
      ),
    );
    expect(await read()).toBe(20);
  });

  it('rolls back a failed transaction and stays usable', async () => {
    const before = await read();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ n: 999 }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await read()).toBe(before);
  });

  it('reports affected rows', async () => {
    const result = await db
      .updateTable('counter')
      .set({ n: 5 })
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});
