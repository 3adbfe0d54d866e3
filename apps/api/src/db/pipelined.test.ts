import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { pipelinedTransaction } from './pipelined.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await sql`create table pipelined_probe (id int primary key, note text not null)`.execute(ctx.db);
});
afterAll(() => ctx.close());

const insert = (db: TestContext['db'], id: number, note: string) =>
  sql`insert into pipelined_probe (id, note) values (${id}, ${note})`.execute(db);
const notes = async () =>
  (
    await sql<{ note: string }>`select note from pipelined_probe order by id`.execute(ctx.db)
  ).rows.map((r) => r.note);

describe('pipelined transactions', () => {
  it('commit statements sent without waiting for each other, run in the order sent', async () => {
    const seen = await pipelinedTransaction(ctx.db, async (trx) => {
      const first = insert(trx, 1, 'first');
      const second = insert(trx, 2, 'second');
      // Sent before the inserts answer, it still runs after them and sees both.
      const count = sql<{ n: number }>`select count(*)::int as n from pipelined_probe`.execute(trx);
      await Promise.all([first, second]);
      return (await count).rows[0]!.n;
    });
    expect(seen).toBe(2);
    expect(await notes()).toEqual(['first', 'second']);
  });

  it('roll back every statement when one fails, and the next transaction runs clean', async () => {
    const failing = pipelinedTransaction(ctx.db, async (trx) => {
      const kept = insert(trx, 3, 'never kept');
      const clash = insert(trx, 1, 'duplicate key');
      await Promise.all([kept, clash]);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await notes()).toEqual(['first', 'second']);

    // Each connection of the pool is used again after the rollback.
    await Promise.all(
      [4, 5, 6].map((id) => pipelinedTransaction(ctx.db, (trx) => insert(trx, id, `after ${id}`))),
    );
    expect(await notes()).toEqual(['first', 'second', 'after 4', 'after 5', 'after 6']);
  });

  it('leave nothing behind when the work throws after its statements ran', async () => {
    await expect(
      pipelinedTransaction(ctx.db, async (trx) => {
        await insert(trx, 7, 'undone');
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(await notes()).not.toContain('undone');
  });
});
