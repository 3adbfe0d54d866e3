import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { prepare, writeUnlocked } from './ledger-batch.js';
import { writeBatch, type BatchWrite } from './ledger-batch.repo.js';
import {
  credit,
  debitPosting,
  expectLedgerSound,
  keyWritten as keyWrittenIn,
  postingHeldOpen,
} from './ledger-test-kit.js';
import { postWithin, walletBalance } from './ledger.service.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

const newMember = async () => (await createAccount(ctx.db, merchantId)).id;
const balanceOf = (memberId: number) => walletBalance(ctx.db, merchantId, memberId, 'USD');
const payout = (memberId: number, amount: number, key: string) =>
  debitPosting({ merchantId, memberId, amount, key });

const keyWritten = (key: string) => keyWrittenIn(ctx.db, merchantId, key);

/** A funded member's wallet and the payouts account, with their balances now. */
async function fundedAccounts(amount: number, key: string) {
  const memberId = await newMember();
  await credit(ctx.ledger, { merchantId, memberId, amount, key });
  await ctx.ledger.post(payout(memberId, 1, `${key}:payouts`));
  const rows = await ctx.db
    .selectFrom('ledger_account')
    .select(['id', 'kind', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'wallet'), eb('member_id', '=', memberId)]),
        // Shard 0: the one a payout written in a transaction (`postWithin`) moves.
        eb.and([eb('kind', '=', 'house:payouts'), eb('shard', '=', 0)]),
      ]),
    )
    .execute();
  const wallet = rows.find((r) => r.kind === 'wallet')!;
  const house = rows.find((r) => r.kind === 'house:payouts')!;
  return {
    memberId,
    wallet: { id: Number(wallet.id), balance: Number(wallet.balance) },
    house: { id: Number(house.id), balance: Number(house.balance) },
  };
}

type Funded = Awaited<ReturnType<typeof fundedAccounts>>;

/**
 * The balances read of a funded wallet and the payouts account, as a batch guards them: the
 * wallet as read before a payout of `amount`, which leaves it `amount` lower.
 */
const guardOf = (a: Funded, amount = 0, walletRead = a.wallet.balance) => [
  {
    ...a.wallet,
    balance: walletRead,
    strict: true,
    lowest: walletRead - amount,
    mayRise: true,
  },
  { ...a.house, strict: false, lowest: a.house.balance, mayRise: true },
];

/** One payout of `amount` from the funded wallet, as the batch writer would write it. */
async function payoutWrite(a: Funded, amount: number, key: string): Promise<BatchWrite> {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('ledger_transaction', 'id')) as id`.execute(ctx.db);
  const id = Number(rows[0]!.id);
  return {
    transactions: [
      {
        id,
        merchantId,
        key,
        payloadHash: `hash:${key}`,
        kind: 'adjustment',
        status: 'committed',
        failureCode: null,
        currency: 'USD',
        memo: null,
        reference: null,
      },
    ],
    entries: [
      {
        merchantId,
        transactionId: id,
        accountId: a.wallet.id,
        amount: -amount,
        balanceAfter: a.wallet.balance - amount,
      },
      {
        merchantId,
        transactionId: id,
        accountId: a.house.id,
        amount,
        balanceAfter: a.house.balance + amount,
      },
    ],
    balances: [
      { id: a.wallet.id, balance: a.wallet.balance - amount },
      { id: a.house.id, balance: a.house.balance + amount },
    ].sort((x, y) => x.id - y.id),
    events: [],
    audits: [],
  };
}

describe('batches written without a transaction held open', () => {
  it('answer each posting with the same result and time its replay answers', async () => {
    const memberId = await newMember();
    await credit(ctx.ledger, { merchantId, memberId, amount: 50, key: 'unlocked:fund' });
    const first = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ctx.ledger.post(payout(memberId, 2, `unlocked:${i}`))),
    );
    const again = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ctx.ledger.post(payout(memberId, 2, `unlocked:${i}`))),
    );
    expect(again).toEqual(first.map((r) => ({ ...r, replayed: true })));
    const stored = await ctx.db
      .selectFrom('ledger_transaction')
      .select(['id', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', 'like', 'unlocked:%')
      .where('idempotency_key', '!=', 'unlocked:fund')
      .execute();
    const timeOf = new Map(stored.map((r) => [Number(r.id), r.created_at.getTime()]));
    for (const r of first) {
      if (r.status !== 'committed') throw new Error('every payout was covered');
      expect(r.createdAt.getTime()).toBe(timeOf.get(r.transactionId));
    }
    expect(await balanceOf(memberId)).toBe(10);
    await expectLedgerSound(ctx.db);
  });

  it('commit on their own, in two statements and no transaction, when nothing changed meanwhile', async () => {
    const memberId = await newMember();
    await credit(ctx.ledger, { merchantId, memberId, amount: 10, key: 'own:fund' });
    await ctx.ledger.post(payout(memberId, 1, 'own:warm-up'));
    const outcomes = await writeUnlocked(ctx.db, [
      prepare(payout(memberId, 4, 'own:a')),
      prepare(payout(memberId, 6, 'own:b')),
    ]);
    expect(outcomes).toMatchObject([
      { result: { status: 'committed', wallets: [{ memberId, balance: 5 }] } },
      { result: { status: 'failed', code: 'INSUFFICIENT_FUNDS' } },
    ]);
    expect(await balanceOf(memberId)).toBe(5);
    expect(await keyWritten('own:b')).toBe(true);
    await expectLedgerSound(ctx.db);
  });

  it('write nothing when the wallet under the lock cannot carry what was read', async () => {
    const a = await fundedAccounts(100, 'guard:fund');
    // Read as 200 (another writer took 101 since), the payout of 150 left 50; on 99 it cannot.
    const read = { ...a, wallet: { ...a.wallet, balance: 200 } };
    const write = await payoutWrite(read, 150, 'guard:stale');
    const stale = guardOf(a, 150, 200);
    expect((await writeBatch(ctx.db, write, { guard: stale })).written).toBe(0);
    expect(await keyWritten('guard:stale')).toBe(false);
    expect(await balanceOf(a.memberId)).toBe(99);
    await expectLedgerSound(ctx.db);
  });

  it('shift a wallet another writer moved since the read, when the batch still fits', async () => {
    const a = await fundedAccounts(100, 'drift:fund');
    // Read 5 higher than it is: the payout of 30 leaves 69, not 74, and says so.
    const read = { ...a, wallet: { ...a.wallet, balance: a.wallet.balance + 5 } };
    const write = await payoutWrite(read, 30, 'drift:late');
    write.events = [
      {
        merchantId,
        accountId: a.wallet.id,
        memberId: a.memberId,
        currency: 'USD',
        balance: read.wallet.balance - 30,
        transactionId: write.transactions[0]!.id,
      },
    ];
    const done = await writeBatch(ctx.db, write, { guard: guardOf(a, 30, read.wallet.balance) });
    expect(done.written).toBe(1);
    expect(done.shifts.get(a.wallet.id)).toBe(-5);
    expect(await balanceOf(a.memberId)).toBe(69);
    const event = await ctx.db
      .selectFrom('wallet_event')
      .select('balance')
      .where('transaction_id', '=', write.transactions[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(event.balance)).toBe(69);
    await expectLedgerSound(ctx.db);
  });

  it('write nothing when a wallet rose under a batch in which a posting failed on it', async () => {
    const a = await fundedAccounts(100, 'rose:fund');
    // Read 10 lower than it is: a posting the batch failed for lack of money might pass now.
    const write = await payoutWrite({ ...a, wallet: { ...a.wallet, balance: 89 } }, 30, 'rose:a');
    const guard = guardOf(a, 30, 89).map((g) => ({ ...g, mayRise: g.id !== a.wallet.id }));
    expect((await writeBatch(ctx.db, write, { guard })).written).toBe(0);
    expect(await balanceOf(a.memberId)).toBe(99);
    // With no failure on it, the same rise is only a shift.
    expect((await writeBatch(ctx.db, write, { guard: guardOf(a, 30, 89) })).written).toBe(1);
    expect(await balanceOf(a.memberId)).toBe(69);
    await expectLedgerSound(ctx.db);
  });

  it('shift their entries on a house account that another batch moved since the read', async () => {
    const a = await fundedAccounts(100, 'shift:fund');
    const write = await payoutWrite(a, 30, 'shift:late');
    // Another member's payout lands on the same house account between the read and the write.
    const other = await newMember();
    await credit(ctx.ledger, { merchantId, memberId: other, amount: 20, key: 'shift:other-fund' });
    await ctx.db.transaction().execute((trx) => postWithin(trx, payout(other, 7, 'shift:other')));

    expect((await writeBatch(ctx.db, write, { guard: guardOf(a, 30) })).written).toBe(1);
    const entry = await ctx.db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
      .select(['e.balance_after'])
      .where('t.merchant_id', '=', merchantId)
      .where('t.idempotency_key', '=', 'shift:late')
      .where('e.account_id', '=', a.house.id)
      .executeTakeFirstOrThrow();
    expect(Number(entry.balance_after)).toBe(a.house.balance + 7 + 30);
    expect(await balanceOf(a.memberId)).toBe(69);
    await expectLedgerSound(ctx.db);
  });

  it('fail whole when one of their keys was written since the read', async () => {
    const a = await fundedAccounts(100, 'taken:fund');
    const write = await payoutWrite(a, 10, 'taken:new');
    const taken = await payoutWrite(a, 10, 'taken:fund');
    const both: BatchWrite = {
      ...write,
      transactions: [...write.transactions, ...taken.transactions],
    };
    await expect(writeBatch(ctx.db, both, { guard: guardOf(a, 10) })).rejects.toMatchObject({
      code: '23505',
    });
    expect(await keyWritten('taken:new')).toBe(false);
    expect(await balanceOf(a.memberId)).toBe(99);
    await expectLedgerSound(ctx.db);
  });

  it('give way to the locked writer when an account has to be created, having written nothing', async () => {
    const memberId = await newMember();
    const posting = prepare({
      merchantId,
      currency: 'USD',
      key: 'create:first',
      kind: 'deposit',
      legs: [
        { account: { house: 'clearing:deposits' }, amount: -7 },
        { account: { wallet: memberId }, amount: 7 },
      ],
    });
    expect(await writeUnlocked(ctx.db, [posting])).toEqual({ gaveWay: 'account-to-create' });
    expect(await keyWritten('create:first')).toBe(false);
    const result = await ctx.ledger.post(posting.posting);
    expect(result).toMatchObject({ status: 'committed', replayed: false });
    expect(await balanceOf(memberId)).toBe(7);
  });
});

describe.skipIf(process.env.SORTEO_TEST_DB !== 'postgres')(
  'batches written without a transaction, beside another session',
  () => {
    // PGlite is a single session: a second transaction cannot be open at the same time.
    it("rewrite under locks a batch whose wallet another session moved after the read, on that session's balance", async () => {
      const memberId = await newMember();
      await credit(ctx.ledger, { merchantId, memberId, amount: 100, key: 'moved:fund' });

      const holder = await postingHeldOpen(ctx.db, payout(memberId, 60, 'moved:held'));

      // The batch reads 100 without waiting, then waits at its write for the holder's locks.
      const batch = Promise.all([
        ctx.ledger.post(payout(memberId, 30, 'moved:a')),
        ctx.ledger.post(payout(memberId, 30, 'moved:b')),
      ]);
      await new Promise((r) => setTimeout(r, 300));
      const heldResult = await holder.release();
      const [a, b] = await batch;

      expect(heldResult).toMatchObject({ status: 'committed' });
      // On the balance after the holder's 60, only one 30 fits.
      expect(a).toMatchObject({ status: 'committed', wallets: [{ memberId, balance: 10 }] });
      expect(b).toMatchObject({ status: 'failed', code: 'INSUFFICIENT_FUNDS' });
      expect(await balanceOf(memberId)).toBe(10);
      await expectLedgerSound(ctx.db);
    });
  },
);
