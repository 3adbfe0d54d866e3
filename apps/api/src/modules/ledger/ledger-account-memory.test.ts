import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { createDb, type Db } from '../../db/connection.js';
import type { PipelinedConnections } from '../../db/pipelined.js';
import { AccountMemory } from './ledger-account-memory.js';
import { prepare, writePostings, writeUnlocked } from './ledger-batch.js';
import { transactionWithRetry } from './ledger-retry.js';
import {
  credit,
  debitPosting,
  expectLedgerSound,
  keyWritten as keyWrittenIn,
} from './ledger-test-kit.js';
import { Ledger, walletBalance } from './ledger.service.js';
import type { Posting } from './ledger.types.js';

let ctx: TestContext;
let merchantId: number;
/** Pipelined connections like the ledger's (PostgreSQL), for writes made here directly. */
let pipelined: PipelinedConnections | null;
beforeAll(async () => {
  ctx = await createTestContext();
  pipelined = ctx.openPipelined();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const balanceOf = (memberId: number) => walletBalance(ctx.db, merchantId, memberId, 'USD');
const payout = (memberId: number, amount: number, key: string) =>
  debitPosting({ merchantId, memberId, amount, key });

const keyWritten = (key: string) => keyWrittenIn(ctx.db, merchantId, key);

/** Payouts written the unlocked way, as the group committer writes them, with `memory`. */
const unlocked = (db: Db, memory: AccountMemory, ...postings: Posting[]) =>
  writeUnlocked(
    db,
    postings.map((p) => prepare(p)),
    { memory },
  );

/** The same, for a batch that must not give way. */
async function written(db: Db, memory: AccountMemory, ...postings: Posting[]) {
  const answer = await unlocked(db, memory, ...postings);
  if ('gaveWay' in answer) throw new Error(`the batch gave way: ${answer.gaveWay}`);
  return answer;
}

/** The database, counting the statements sent through it. */
function counted(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
}

/**
 * A connection that runs statements in the order they are sent, as the group committer's
 * session does: that session on PostgreSQL, the database itself on PGlite (one session).
 */
async function inOrder(): Promise<Db> {
  if (process.env.SORTEO_TEST_DB !== 'postgres') return ctx.db;
  for (;;) {
    const session = pipelined?.session();
    if (session) return session;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * A member funded with `amount` after the two payouts of 1 here: the first creates the
 * payouts account, the second, unlocked, leaves the wallet and that account in a memory.
 */
async function remembered(amount: number, key: string) {
  const memberId = (await createAccount(ctx.db, merchantId)).id;
  await credit(ctx.ledger, { merchantId, memberId, amount: amount + 2, key: `${key}:fund` });
  await ctx.ledger.post(payout(memberId, 1, `${key}:first`));
  const memory = new AccountMemory();
  await written(ctx.db, memory, payout(memberId, 1, `${key}:learn`));
  return { memberId, memory };
}

describe('a batch whose accounts the committer remembers', () => {
  it('goes in one statement, on the balance the last batch left', async () => {
    const { memberId, memory } = await remembered(50, 'one-trip');
    const { db, statements } = counted(ctx.db);
    const [outcome] = await written(db, memory, payout(memberId, 9, 'one-trip:second'));
    expect(outcome).toMatchObject({
      result: { status: 'committed', wallets: [{ memberId, balance: 41 }] },
    });
    expect(statements()).toBe(1);
    expect(await balanceOf(memberId)).toBe(41);
    await expectLedgerSound(ctx.db);
  });

  it('sent behind one not answered yet, starts from the balances that one leaves', async () => {
    const { memberId, memory } = await remembered(50, 'behind');
    const { db, statements } = counted(await inOrder());
    // One after the other on the session, as the committer sends a batch behind another.
    const first = written(db, memory, payout(memberId, 5, 'behind:ahead'));
    const second = written(db, memory, payout(memberId, 7, 'behind:next'));
    expect(await first).toMatchObject([
      { result: { status: 'committed', wallets: [{ memberId, balance: 45 }] } },
    ]);
    expect(await second).toMatchObject([
      { result: { status: 'committed', wallets: [{ memberId, balance: 38 }] } },
    ]);
    // Neither was read first, nor given way: one guarded write each.
    expect(statements()).toBe(2);
    expect(await balanceOf(memberId)).toBe(38);
    await expectLedgerSound(ctx.db);
  });

  it('never writes the one behind on what the one ahead, writing nothing, would have left', async () => {
    const { memberId, memory } = await remembered(100, 'ahead-refused');
    // Moved elsewhere: the batch ahead expects 100 and finds 40, so it writes nothing, and
    // the one behind, which expects the 70 the first would have left, finds 40 as well.
    await ctx.ledger.post(payout(memberId, 60, 'ahead-refused:elsewhere'));
    const db = await inOrder();
    const first = unlocked(db, memory, payout(memberId, 30, 'ahead-refused:a'));
    const second = unlocked(db, memory, payout(memberId, 30, 'ahead-refused:b'));
    const [ahead, behind] = await Promise.allSettled([first, second]);
    // The first is read again and decides on 40. The second, read again too, either decides
    // on the 10 the first left, or was read before the first's new write and gives way to
    // the committer's locked write: never is it written on the 70 it first expected.
    expect(ahead).toMatchObject({
      status: 'fulfilled',
      value: [{ result: { status: 'committed', wallets: [{ balance: 10 }] } }],
    });
    expect(behind.status).toBe('fulfilled');
    const answer = (behind as PromiseFulfilledResult<Awaited<typeof first>>).value;
    if ('gaveWay' in answer) {
      expect(answer).toEqual({ gaveWay: 'balance-moved' });
      expect(await keyWritten('ahead-refused:b')).toBe(false);
    } else {
      expect(answer).toMatchObject([{ result: { status: 'failed', code: 'INSUFFICIENT_FUNDS' } }]);
    }
    expect(await balanceOf(memberId)).toBe(10);

    // Nothing wrong is left remembered: the next batch answers on the true balance.
    const [next] = await written(db, memory, payout(memberId, 4, 'ahead-refused:next'));
    expect(next).toMatchObject({ result: { status: 'committed', wallets: [{ balance: 6 }] } });
    await expectLedgerSound(ctx.db);
  });

  it('is read again when another writer moved the wallet since, and decides on the new balance', async () => {
    const { memberId, memory } = await remembered(100, 'moved');
    // Written without this memory: what another process, or a settlement, would do.
    await ctx.ledger.post(payout(memberId, 60, 'moved:elsewhere'));
    const [fits, short] = await written(
      ctx.db,
      memory,
      payout(memberId, 30, 'moved:a'),
      payout(memberId, 30, 'moved:b'),
    );
    expect(fits).toMatchObject({ result: { status: 'committed', wallets: [{ balance: 10 }] } });
    expect(short).toMatchObject({ result: { status: 'failed', code: 'INSUFFICIENT_FUNDS' } });
    expect(await balanceOf(memberId)).toBe(10);
    await expectLedgerSound(ctx.db);
  });

  it('answers a key already written with its first result', async () => {
    const { memberId, memory } = await remembered(20, 'again');
    const first = await ctx.ledger.post(payout(memberId, 5, 'again:key'));
    const [outcome] = await written(ctx.db, memory, payout(memberId, 5, 'again:key'));
    expect(outcome).toEqual({ result: { ...first, replayed: true } });
    expect(await balanceOf(memberId)).toBe(15);
    await expectLedgerSound(ctx.db);
  });

  it('keeps what a locked batch left once it has committed, and nothing of one rolled back', async () => {
    const { memberId, memory } = await remembered(30, 'locked');
    const locked = (key: string) => (trx: Db) =>
      writePostings(trx, [prepare(payout(memberId, 4, key))], { memory });

    // Its accounts known, the locked batch too goes without its look-up.
    const { db, statements } = counted(ctx.db);
    await db.transaction().execute(locked('locked:kept'));
    memory.keepStaged();
    expect(statements()).toBe(1);

    const undone = new Error('undone');
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await locked('locked:undone')(trx);
        throw undone;
      }),
    ).rejects.toBe(undone);
    memory.unstage();

    const before = statements();
    const [outcome] = await written(db, memory, payout(memberId, 5, 'locked:after'));
    expect(outcome).toMatchObject({ result: { status: 'committed', wallets: [{ balance: 21 }] } });
    expect(statements() - before).toBe(1);
    expect(await keyWritten('locked:undone')).toBe(false);
    await expectLedgerSound(ctx.db);
  });

  it('reruns a locked batch the reading way when a remembered balance had moved', async () => {
    const { memberId, memory } = await remembered(30, 'locked-moved');
    await ctx.ledger.post(payout(memberId, 25, 'locked-moved:elsewhere'));
    const [outcome] = await transactionWithRetry(pipelined, ctx.db, (trx) =>
      writePostings(trx, [prepare(payout(memberId, 4, 'locked-moved:a'))], { memory }),
    );
    memory.keepStaged();
    expect(outcome).toMatchObject({ result: { status: 'committed', wallets: [{ balance: 1 }] } });
    expect(await balanceOf(memberId)).toBe(1);
    await expectLedgerSound(ctx.db);
  });

  it('takes new transaction ids when the ones taken ahead have waited over a second', async () => {
    const { memberId, memory } = await remembered(30, 'stale-ids');
    const later = performance.now() + 1_500;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    const { db, statements } = counted(ctx.db);
    const [outcome] = await written(db, memory, payout(memberId, 2, 'stale-ids:after'));
    expect(outcome).toMatchObject({ result: { status: 'committed' } });
    expect(statements()).toBe(2);
    await expectLedgerSound(ctx.db);
  });
});

describe.skipIf(process.env.SORTEO_TEST_DB !== 'postgres')(
  'two processes on the same wallets, each committer with its memory',
  () => {
    // PGlite is a single session. A second pool is what a second API process brings: its
    // own group committer, whose remembered balances the first one's writes make stale.
    it('debit exactly what the wallets hold, never more', async () => {
      const other = await createDb(ctx.config.database);
      const otherLedger = new Ledger(other, ctx.openPipelined());
      try {
        const members = await Promise.all(
          Array.from({ length: 5 }, () => createAccount(ctx.db, merchantId)),
        );
        for (const { id } of members)
          await credit(ctx.ledger, { merchantId, memberId: id, amount: 10, key: `two:fund:${id}` });
        // Turn about, three debits of 1 on every wallet: each side's memory is always one
        // turn of the other side behind, and the last turns meet the empty wallets.
        const results = [];
        for (let turn = 0; turn < 6; turn++) {
          const ledger = turn % 2 ? otherLedger : ctx.ledger;
          results.push(
            ...(await Promise.all(
              members.flatMap(({ id }) =>
                [0, 1, 2].map((k) => ledger.post(payout(id, 1, `two:${turn}:${id}:${k}`))),
              ),
            )),
          );
        }
        expect(results.filter((r) => r.status === 'committed')).toHaveLength(50);
        expect(results.filter((r) => r.status === 'failed')).toHaveLength(40);
        for (const { id } of members) expect(await balanceOf(id)).toBe(0);
        await expectLedgerSound(ctx.db);
      } finally {
        await other.destroy();
      }
    });
  },
);
