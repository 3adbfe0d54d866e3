import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { createDb, type Db } from '../../db/connection.js';
import { AccountMemory } from './ledger-account-memory.js';
import { prepare, writePostings } from './ledger-batch.js';
import { transactionWithRetry } from './ledger-retry.js';
import {
  credit,
  debitPosting,
  expectLedgerSound,
  keyWritten as keyWrittenIn,
} from './ledger-test-kit.js';
import { post, walletBalance } from './ledger.service.js';
import type { Posting } from './ledger.types.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const balanceOf = (memberId: number) => walletBalance(ctx.db, merchantId, memberId, 'USD');
const payout = (memberId: number, amount: number, key: string) =>
  debitPosting({ merchantId, memberId, amount, key });

const keyWritten = (key: string) => keyWrittenIn(ctx.db, merchantId, key);

/** Payouts written the unlocked way, as the group committer writes them, with `memory`. */
const writeUnlocked = (db: Db, memory: AccountMemory, ...postings: Posting[]) =>
  writePostings(
    db,
    postings.map((p) => prepare(p)),
    false,
    undefined,
    memory,
  );

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
 * A member funded with `amount` after the two payouts of 1 here: the first creates the
 * payouts account, the second, unlocked, leaves the wallet and that account in a memory.
 */
async function remembered(amount: number, key: string) {
  const memberId = (await createAccount(ctx.db, merchantId)).id;
  await credit(ctx.db, { merchantId, memberId, amount: amount + 2, key: `${key}:fund` });
  await post(ctx.db, payout(memberId, 1, `${key}:first`));
  const memory = new AccountMemory();
  await writeUnlocked(ctx.db, memory, payout(memberId, 1, `${key}:learn`));
  return { memberId, memory };
}

describe('a batch whose accounts the committer remembers', () => {
  it('goes in one statement, on the balance the last batch left', async () => {
    const { memberId, memory } = await remembered(50, 'one-trip');
    const { db, statements } = counted(ctx.db);
    const [outcome] = await writeUnlocked(db, memory, payout(memberId, 9, 'one-trip:second'));
    expect(outcome).toMatchObject({
      result: { status: 'committed', wallets: [{ memberId, balance: 41 }] },
    });
    expect(statements()).toBe(1);
    expect(await balanceOf(memberId)).toBe(41);
    await expectLedgerSound(ctx.db);
  });

  it('is read again when another writer moved the wallet since, and decides on the new balance', async () => {
    const { memberId, memory } = await remembered(100, 'moved');
    // Written without this memory: what another process, or a settlement, would do.
    await post(ctx.db, payout(memberId, 60, 'moved:elsewhere'));
    const [fits, short] = await writeUnlocked(
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
    const first = await post(ctx.db, payout(memberId, 5, 'again:key'));
    const [outcome] = await writeUnlocked(ctx.db, memory, payout(memberId, 5, 'again:key'));
    expect(outcome).toEqual({ result: { ...first, replayed: true } });
    expect(await balanceOf(memberId)).toBe(15);
    await expectLedgerSound(ctx.db);
  });

  it('keeps what a locked batch left once it has committed, and nothing of one rolled back', async () => {
    const { memberId, memory } = await remembered(30, 'locked');
    const locked = (key: string) => (trx: Db) =>
      writePostings(trx, [prepare(payout(memberId, 4, key))], true, undefined, memory);

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
    const [outcome] = await writeUnlocked(db, memory, payout(memberId, 5, 'locked:after'));
    expect(outcome).toMatchObject({ result: { status: 'committed', wallets: [{ balance: 21 }] } });
    expect(statements() - before).toBe(1);
    expect(await keyWritten('locked:undone')).toBe(false);
    await expectLedgerSound(ctx.db);
  });

  it('reruns a locked batch the reading way when a remembered balance had moved', async () => {
    const { memberId, memory } = await remembered(30, 'locked-moved');
    await post(ctx.db, payout(memberId, 25, 'locked-moved:elsewhere'));
    const [outcome] = await transactionWithRetry(ctx.db, (trx) =>
      writePostings(trx, [prepare(payout(memberId, 4, 'locked-moved:a'))], true, undefined, memory),
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
    const [outcome] = await writeUnlocked(db, memory, payout(memberId, 2, 'stale-ids:after'));
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
      try {
        const members = await Promise.all(
          Array.from({ length: 5 }, () => createAccount(ctx.db, merchantId)),
        );
        for (const { id } of members)
          await credit(ctx.db, { merchantId, memberId: id, amount: 10, key: `two:fund:${id}` });
        // Turn about, three debits of 1 on every wallet: each side's memory is always one
        // turn of the other side behind, and the last turns meet the empty wallets.
        const results = [];
        for (let turn = 0; turn < 6; turn++) {
          const db = turn % 2 ? other : ctx.db;
          results.push(
            ...(await Promise.all(
              members.flatMap(({ id }) =>
                [0, 1, 2].map((k) => post(db, payout(id, 1, `two:${turn}:${id}:${k}`))),
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
