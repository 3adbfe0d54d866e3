import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { inOneTrip, pipelinedTransaction, type PipelinedConnections } from './pipelined.js';

let ctx: TestContext;
let pipelined: PipelinedConnections | null;
beforeAll(async () => {
  ctx = await createTestContext();
  pipelined = ctx.openPipelined();
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
    const seen = await pipelinedTransaction(pipelined, ctx.db, async (trx) => {
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
    const failing = pipelinedTransaction(pipelined, ctx.db, async (trx) => {
      const kept = insert(trx, 3, 'never kept');
      const clash = insert(trx, 1, 'duplicate key');
      await Promise.all([kept, clash]);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await notes()).toEqual(['first', 'second']);

    // Each connection of the pool is used again after the rollback.
    await Promise.all(
      [4, 5, 6].map((id) =>
        pipelinedTransaction(pipelined, ctx.db, (trx) => insert(trx, id, `after ${id}`)),
      ),
    );
    expect(await notes()).toEqual(['first', 'second', 'after 4', 'after 5', 'after 6']);
  });

  it('leave nothing behind when the work throws after its statements ran', async () => {
    await expect(
      pipelinedTransaction(pipelined, ctx.db, async (trx) => {
        await insert(trx, 7, 'undone');
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(await notes()).not.toContain('undone');
  });
});

describe('transactions in one trip', () => {
  /** The pipelined session on PostgreSQL (once its connection is open), else the database. */
  async function tripDb(): Promise<TestContext['db']> {
    if (process.env.SORTEO_TEST_DB !== 'postgres') return ctx.db;
    for (let i = 0; i < 100; i += 1) {
      const session = pipelined?.session();
      if (session) return session;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the pipelined session did not open');
  }

  const count = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from pipelined_probe`.execute(ctx.db))
      .rows[0]!.n;

  it('commit every step together and answer each step its own result', async () => {
    const { done } = inOneTrip<[unknown, { note: string }[]]>(await tripDb(), [
      (trx) => insert(trx, 101, 'trip one'),
      async (trx) =>
        (
          await sql<{
            note: string;
          }>`select note from pipelined_probe where id = 101`.execute(trx)
        ).rows,
    ]);
    const [, seen] = await done;
    // The second statement ran in the same transaction, after the first.
    expect(seen).toEqual([{ note: 'trip one' }]);
    expect(await notes()).toContain('trip one');
  });

  it('keep nothing when a later step refuses itself, and answer its error', async () => {
    const before = await count();
    const { done } = inOneTrip(await tripDb(), [
      (trx) => insert(trx, 102, 'undone by the next step'),
      (trx) => sql`select sorteo_refuse('refused')`.execute(trx),
    ]);
    await expect(done).rejects.toMatchObject({ code: 'SR001', message: 'refused' });
    expect(await count()).toBe(before);
  });

  it('answer the first step that failed, not what its failure did to the steps after', async () => {
    const { done } = inOneTrip(await tripDb(), [
      (trx) => insert(trx, 1, 'duplicate key'),
      (trx) => insert(trx, 103, 'never kept'),
    ]);
    await expect(done).rejects.toMatchObject({ code: '23505' });
    expect(await notes()).not.toContain('never kept');
  });

  it('send nothing more when a step fails before its statement', async () => {
    const { done } = inOneTrip(await tripDb(), [
      (trx) => insert(trx, 104, 'not without the next'),
      () => Promise.reject(new Error('could not build its statement')),
    ]);
    await expect(done).rejects.toThrow('could not build its statement');
    expect(await notes()).not.toContain('not without the next');
  });

  it('roll back, and keep the session usable, when a step throws instead of answering', async () => {
    const db = await tripDb();
    const { done } = inOneTrip(db, [
      (trx) => insert(trx, 108, 'undone by a throw'),
      () => {
        throw new Error('no statement to send');
      },
    ]);
    await expect(done).rejects.toThrow('no statement to send');
    await inOneTrip(db, [(trx) => insert(trx, 109, 'after the throw')]).done;
    expect(await notes()).toContain('after the throw');
    expect(await notes()).not.toContain('undone by a throw');
  });

  it.runIf(process.env.SORTEO_TEST_DB === 'postgres')(
    'hold no lock while a later step is still building its statement',
    async () => {
      await insert(ctx.db, 110, 'before the trip');
      let build!: () => void;
      const built = new Promise<void>((resolve) => (build = resolve));
      const { done } = inOneTrip(await tripDb(), [
        (trx) => sql`update pipelined_probe set note = 'by the trip' where id = 110`.execute(trx),
        async (trx) => {
          await built;
          return insert(trx, 111, 'built late');
        },
      ]);
      // Were the trip's update on its way already, its row lock would keep this one waiting.
      await ctx.db.transaction().execute(async (other) => {
        await sql`set local lock_timeout = '500ms'`.execute(other);
        await sql`update pipelined_probe set note = 'meanwhile' where id = 110`.execute(other);
      });
      build();
      await done;
      const rows = await sql<{ id: number; note: string }>`select id, note from pipelined_probe
        where id in (110, 111) order by id`.execute(ctx.db);
      expect(rows.rows).toEqual([
        { id: 110, note: 'by the trip' },
        { id: 111, note: 'built late' },
      ]);
    },
  );

  it('refuse a statement sent after the commit, and keep the session usable', async () => {
    const db = await tripDb();
    // What the late statement came to, caught as it happens (no rejection left unheard).
    let late: Promise<string> | undefined;
    const { done } = inOneTrip(db, [
      async (trx) => {
        const first = insert(trx, 105, 'in the trip');
        // Sent once the commit is on its way: outside the transaction, so refused.
        late = first
          .then(() => insert(trx, 106, 'after the commit'))
          .then(
            () => 'written',
            (error: Error) => error.message,
          );
        return first;
      },
    ]);
    await done;
    expect(await late).toBe(
      process.env.SORTEO_TEST_DB === 'postgres'
        ? 'A statement was sent after its commit.'
        : 'written',
    );
    expect(await notes()).toContain('in the trip');
    await inOneTrip(db, [(trx) => insert(trx, 107, 'next trip')]).done;
    expect(await notes()).toContain('next trip');
  });
});
