import { ErrorCode } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { AppError } from '../../lib/errors.js';
import { postBulkWithin } from './ledger-bulk.js';
import { credit, expectLedgerSound } from './ledger-test-kit.js';
import { committedOrThrow, walletBalance } from './ledger.service.js';
import type { Posting } from './ledger.types.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

const newMember = async () => (await createAccount(ctx.db, merchantId)).id;
const balanceOf = (memberId: number, currency = 'USD') =>
  walletBalance(ctx.db, merchantId, memberId, currency);
let keys = 0;
const nextKey = (what: string) => `${what}:${++keys}:bulk-test`;

const payout = (memberId: number, amount: number, key = nextKey('win')): Posting => ({
  merchantId,
  currency: 'USD',
  key,
  kind: 'bet_settle',
  legs: [
    { account: { house: 'house:payouts' }, amount: -amount },
    { account: { wallet: memberId }, amount },
  ],
  reference: 'period:test',
});

const bulk = (postings: Posting[]) =>
  ctx.db.transaction().execute((trx) => postBulkWithin(trx, postings));

const houseBalance = async (kind: string, currency = 'USD') => {
  const row = await ctx.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('currency', '=', currency)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
};

describe('bulk postings', () => {
  it('writes many postings as one by one would: balances, entries, wallet events, keys', async () => {
    const funded = await newMember();
    await credit(ctx.ledger, { merchantId, memberId: funded, amount: 1000, key: nextKey('dep') });
    const fresh = await newMember(); // no wallet yet: the bulk creates it
    const payoutsBefore = await houseBalance('house:payouts');

    const postings = [payout(funded, 250), payout(fresh, 40), payout(funded, 5)];
    const result = await bulk(postings);

    expect(result.postings.map((p) => p.replayed)).toEqual([false, false, false]);
    expect(result.wallets).toEqual(
      expect.arrayContaining([
        { memberId: funded, currency: 'USD', balance: 1255 },
        { memberId: fresh, currency: 'USD', balance: 40 },
      ]),
    );
    expect(await balanceOf(funded)).toBe(1255);
    expect(await balanceOf(fresh)).toBe(40);
    expect(await houseBalance('house:payouts')).toBe(payoutsBefore - 295);

    const events = await ctx.db
      .selectFrom('wallet_event')
      .select(['member_id', 'balance', 'transaction_id'])
      .where('member_id', 'in', [funded, fresh])
      .where(
        'transaction_id',
        'in',
        result.postings.map((p) => p.transactionId),
      )
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.member_id, Number(e.balance)])).toEqual([
      [funded, 1250],
      [fresh, 40],
      [funded, 1255],
    ]);
    await expectLedgerSound(ctx.db);
  });

  it('hashes a key as post does: post with the same posting replays it, another payload conflicts', async () => {
    const memberId = await newMember();
    const posting = payout(memberId, 77);
    const [written] = (await bulk([posting])).postings;

    const again = committedOrThrow(await ctx.ledger.post(posting));
    expect(again).toMatchObject({ replayed: true, transactionId: written!.transactionId });
    expect(again.wallets).toEqual([{ memberId, currency: 'USD', balance: 77 }]);

    const changed = await ctx.ledger
      .post({ ...posting, legs: payout(memberId, 78).legs })
      .catch((e: unknown) => e);
    expect(changed).toBeInstanceOf(AppError);
    expect((changed as AppError).code).toBe(ErrorCode.IdempotencyConflict);
    expect(await balanceOf(memberId)).toBe(77);
  });

  it('answers a replay of the whole bulk without moving money again', async () => {
    const memberId = await newMember();
    const postings = [payout(memberId, 10), payout(memberId, 20)];
    const first = await bulk(postings);
    const second = await bulk(postings);
    expect(second.postings.map((p) => p.replayed)).toEqual([true, true]);
    expect(second.postings.map((p) => p.transactionId)).toEqual(
      first.postings.map((p) => p.transactionId),
    );
    expect(second.lastTransactionId).toBeNull();
    expect(await balanceOf(memberId)).toBe(30);
  });

  it('refuses a key used with another payload and writes nothing of the bulk', async () => {
    const memberId = await newMember();
    const used = payout(memberId, 10);
    await bulk([used]);
    const other = await newMember();
    const error = await bulk([payout(other, 500), payout(memberId, 11, used.key)]).catch(
      (e: unknown) => e,
    );
    expect((error as AppError).code).toBe(ErrorCode.IdempotencyConflict);
    expect(await balanceOf(other)).toBe(0);
    expect(await balanceOf(memberId)).toBe(10);
    await expectLedgerSound(ctx.db);
  });

  it('refuses the whole bulk when a wallet would go below zero', async () => {
    const rich = await newMember();
    const poor = await newMember();
    await credit(ctx.ledger, { merchantId, memberId: rich, amount: 100, key: nextKey('dep') });
    await credit(ctx.ledger, { merchantId, memberId: poor, amount: 5, key: nextKey('dep') });
    const take = (memberId: number, amount: number): Posting => ({
      ...payout(memberId, amount),
      kind: 'bet_place',
      legs: [
        { account: { wallet: memberId }, amount: -amount },
        { account: { house: 'house:bets' }, amount },
      ],
    });
    const error = await bulk([take(rich, 50), take(poor, 6)]).catch((e: unknown) => e);
    expect((error as AppError).code).toBe(ErrorCode.InsufficientFunds);
    expect(await balanceOf(rich)).toBe(100);
    expect(await balanceOf(poor)).toBe(5);
  });

  it('refuses bad postings before writing anything', async () => {
    const memberId = await newMember();
    const zero = await bulk([payout(memberId, 0)]).catch((e: unknown) => e);
    expect((zero as AppError).code).toBe(ErrorCode.ValidationFailed);
    const twice = payout(memberId, 3);
    await expect(bulk([twice, twice])).rejects.toThrow(/twice/);
    const mixed = await bulk([payout(memberId, 3), { ...payout(memberId, 3), currency: 'DEMO' }])
      .then(() => null)
      .catch((e: unknown) => e);
    expect(mixed).toBeInstanceOf(Error);
    expect(await balanceOf(memberId)).toBe(0);
  });

  it('runs alongside group-commit postings on the same wallets and keeps the ledger sound', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, newMember));
    for (const memberId of members) {
      await credit(ctx.ledger, { merchantId, memberId, amount: 1000, key: nextKey('dep') });
    }
    const singles = members.flatMap((memberId) =>
      Array.from({ length: 4 }, () =>
        ctx.ledger.post({
          merchantId,
          currency: 'USD',
          key: nextKey('bet'),
          kind: 'bet_place',
          legs: [
            { account: { wallet: memberId }, amount: -10 },
            { account: { house: 'house:bets' }, amount: 10 },
          ],
        }),
      ),
    );
    const bulks = [1, 2, 3].map(() => bulk(members.map((m) => payout(m, 7))));
    await Promise.all([...singles, ...bulks]);
    for (const memberId of members) expect(await balanceOf(memberId)).toBe(1000 - 40 + 21);
    await expectLedgerSound(ctx.db);
  });
});
