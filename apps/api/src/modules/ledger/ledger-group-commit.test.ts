import { ErrorCode } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { credit, expectLedgerSound, postingHeldOpen } from './ledger-test-kit.js';
import { Ledger, walletBalance, type SharedItem } from './ledger.service.js';
import type { Posting, PostingResult } from './ledger.types.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

const newMember = async () => (await createAccount(ctx.db, merchantId)).id;
const balanceOf = (memberId: number) => walletBalance(ctx.db, merchantId, memberId, 'USD');
const deposit = (memberId: number, amount: number, key: string): Posting => ({
  merchantId,
  currency: 'USD',
  key,
  kind: 'deposit',
  legs: [
    { account: { house: 'clearing:deposits' }, amount: -amount },
    { account: { wallet: memberId }, amount },
  ],
});

describe('group commit', () => {
  it('lets a batch under load wait a moment for more only while another writer shares the load', async () => {
    const ledger = new Ledger(ctx.db, ctx.openPipelined());
    const memberId = await newMember();
    /** 20 postings at once, then 3 more while their batch is written: fewer than it carried. */
    const burstThenFew = async (name: string) => {
      const burst = Array.from({ length: 20 }, (_, i) =>
        ledger.post(deposit(memberId, 1, `fuller:${name}:${i}`)),
      );
      await new Promise((resolve) => setImmediate(resolve));
      const late = Array.from({ length: 3 }, (_, i) =>
        ledger.post(deposit(memberId, 1, `fuller:${name}:late:${i}`)),
      );
      const results = await Promise.all([...burst, ...late]);
      expect(results.every((r) => r.status === 'committed')).toBe(true);
    };
    // One by one, every batch carries one posting; then alone under load: nothing waits.
    for (let i = 0; i < 3; i++) await ledger.post(deposit(memberId, 1, `fuller:one:${i}`));
    await burstThenFew('alone');
    expect(ledger.stats.waitedForFuller).toBe(0);

    // Another writer (another process's ledger) moves the wallet; this ledger's next batch finds
    // it moved since it last wrote it.
    await new Ledger(ctx.db, ctx.openPipelined()).post(deposit(memberId, 1, 'fuller:other'));
    await ledger.post(deposit(memberId, 1, 'fuller:after-other'));
    await burstThenFew('shared');
    // The three that came late waited (at most a millisecond) for others before going.
    expect(ledger.stats.waitedForFuller).toBe(1);
    expect(await balanceOf(memberId)).toBe(3 + 23 + 1 + 1 + 23);
    await expectLedgerSound(ctx.db);
  });

  it('writes a burst of postings in far fewer transactions than postings', async () => {
    const memberId = await newMember();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => ctx.ledger.post(deposit(memberId, 1, `burst:${i}`))),
    );
    expect(results.every((r) => r.status === 'committed')).toBe(true);
    expect(await balanceOf(memberId)).toBe(100);
    // now() is the start of the database transaction: a batch shares one.
    const started = await ctx.db
      .selectFrom('ledger_transaction')
      .select('created_at')
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', 'like', 'burst:%')
      .execute();
    expect(new Set(started.map((r) => r.created_at.getTime())).size).toBeLessThan(20);
    // Balances answered in queue order: each deposit saw the ones before it.
    const answered = results.map((r) => (r.status === 'committed' ? r.wallets[0]!.balance : 0));
    expect(answered).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    await expectLedgerSound(ctx.db);
  });

  it('fails only the posting at fault when one in the batch cannot be written', async () => {
    const memberId = await newMember();
    const missingMember = 2_000_000_000;
    const settled = await Promise.allSettled([
      ctx.ledger.post(deposit(memberId, 5, 'fault:a')),
      ctx.ledger.post(deposit(memberId, 7, 'fault:b')),
      ctx.ledger.post(deposit(missingMember, 9, 'fault:c')),
      ctx.ledger.post(deposit(memberId, 11, 'fault:d')),
    ]);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await balanceOf(memberId)).toBe(23);
    await expectLedgerSound(ctx.db);
  });

  it('undoes a posting whose own work fails, and only that one', async () => {
    const memberId = await newMember();
    const refuse = async () => {
      throw new Error('the audit row could not be written');
    };
    const settled = await Promise.allSettled([
      ctx.ledger.post(deposit(memberId, 5, 'within:a')),
      ctx.ledger.post(deposit(memberId, 7, 'within:b'), { within: refuse }),
      ctx.ledger.post(deposit(memberId, 11, 'within:c')),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await balanceOf(memberId)).toBe(16);
    // Nothing of the refused one was kept, not even its key.
    const again = await ctx.ledger.post(deposit(memberId, 7, 'within:b'));
    expect(again).toMatchObject({ status: 'committed', replayed: false });
    await expectLedgerSound(ctx.db);
  });

  it("runs shared work once for a batch, with every posting's item and result in order", async () => {
    const memberId = await newMember();
    const calls: { tag: string; balance: number }[][] = [];
    const run = async (_trx: unknown, items: SharedItem<string>[]) => {
      calls.push(
        items.map(({ item, result }) => ({
          tag: item,
          balance: result.status === 'committed' ? result.wallets[0]!.balance : -1,
        })),
      );
    };
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.ledger.post(deposit(memberId, 1, `shared:${i}`), { shared: { run, item: `t${i}` } }),
      ),
    );
    const seen = calls.flat();
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => ({ tag: `t${i}`, balance: i + 1 })));
    // Postings that arrive together share one call.
    expect(calls.length).toBeLessThan(30);
  });

  it('reruns a batch whose shared work fails one posting at a time, so only the one at fault fails', async () => {
    const memberId = await newMember();
    const run = async (_trx: unknown, items: SharedItem<string>[]) => {
      if (items.some((i) => i.item === 'bad')) throw new Error('the rows could not be written');
    };
    const settled = await Promise.allSettled(
      ['ok', 'ok', 'bad', 'ok'].map((item, i) =>
        ctx.ledger.post(deposit(memberId, 10 ** i, `shared-fault:${i}`), { shared: { run, item } }),
      ),
    );
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await balanceOf(memberId)).toBe(1 + 10 + 1000);
    await expectLedgerSound(ctx.db);
  });

  it('answers keys repeated within one batch from the first, and a changed payload as a conflict', async () => {
    const memberId = await newMember();
    const settled = await Promise.allSettled([
      ctx.ledger.post(deposit(memberId, 1, 'repeat:warm-up')),
      ctx.ledger.post(deposit(memberId, 30, 'repeat:x')),
      ctx.ledger.post(deposit(memberId, 30, 'repeat:x')),
      ctx.ledger.post(deposit(memberId, 31, 'repeat:x')),
    ]);
    const [, first, same, changed] = settled;
    const value = (s: PromiseSettledResult<PostingResult>) =>
      s.status === 'fulfilled' ? s.value : null;
    expect(value(first!)).toMatchObject({ status: 'committed', replayed: false });
    expect(value(same!)).toEqual({ ...value(first!), replayed: true });
    expect(changed).toMatchObject({
      status: 'rejected',
      reason: { code: ErrorCode.IdempotencyConflict },
    });
    expect(await balanceOf(memberId)).toBe(31);
  });
});

describe.skipIf(process.env.SORTEO_TEST_DB !== 'postgres')(
  'group commit beside other sessions',
  () => {
    // PGlite is a single session: a second transaction cannot be open at the same time.
    it('answers a key another session wrote meanwhile as its replay, and the rest of the batch as new', async () => {
      const memberId = await newMember();
      const other = await newMember();
      await credit(ctx.ledger, { merchantId, memberId, amount: 100, key: 'race:fund' });

      // The held posting locks accounts of its own, so only the batch holding its key waits.
      const bonus: Posting = {
        merchantId,
        currency: 'USD',
        key: 'race:held',
        kind: 'bonus',
        legs: [
          { account: { house: 'house:bonus' }, amount: -40 },
          { account: { wallet: memberId }, amount: 40 },
        ],
      };
      const holder = await postingHeldOpen(ctx.db, bonus);
      const batch = Promise.all([
        ctx.ledger.post(deposit(other, 1, 'race:warm-up')),
        ctx.ledger.post(bonus),
        ctx.ledger.post(deposit(other, 2, 'race:other')),
      ]);
      await new Promise((r) => setTimeout(r, 300));
      const heldResult = await holder.release();
      const [, held, second] = await batch;

      expect(held).toEqual({ ...heldResult, replayed: true });
      expect(second).toMatchObject({ status: 'committed', replayed: false });
      expect(await balanceOf(memberId)).toBe(140);
      expect(await balanceOf(other)).toBe(3);
      await expectLedgerSound(ctx.db);
    });

    it('reruns a batch with shared work whose key another session wrote meanwhile, and the work sees the replay', async () => {
      const memberId = await newMember();
      const other = await newMember();
      const held = deposit(memberId, 40, 'race-shared:held');
      const holder = await postingHeldOpen(ctx.db, held);

      const seen: { tag: string; replayed: boolean }[][] = [];
      const run = async (_trx: unknown, items: SharedItem<string>[]) => {
        seen.push(items.map(({ item, result }) => ({ tag: item, replayed: result.replayed })));
      };
      const batch = Promise.all([
        ctx.ledger.post(deposit(other, 1, 'race-shared:a'), { shared: { run, item: 'a' } }),
        ctx.ledger.post(held, { shared: { run, item: 'held' } }),
      ]);
      await new Promise((r) => setTimeout(r, 300));
      await holder.release();
      const [a, replayed] = await batch;

      expect(a).toMatchObject({ status: 'committed', replayed: false });
      expect(replayed).toMatchObject({ status: 'committed', replayed: true });
      // The last run is the one that committed: it saw the held key as a replay.
      expect(seen.at(-1)).toEqual([
        { tag: 'a', replayed: false },
        { tag: 'held', replayed: true },
      ]);
      expect(await balanceOf(memberId)).toBe(40);
      expect(await balanceOf(other)).toBe(1);
      await expectLedgerSound(ctx.db);
    });
  },
);
