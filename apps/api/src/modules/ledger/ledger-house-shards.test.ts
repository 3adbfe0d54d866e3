import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { prepare, writePostings } from './ledger-batch.js';
import { HOUSE_SHARDS } from './ledger-legs.js';
import { credit, expectLedgerSound, houseBalance } from './ledger-test-kit.js';
import { postWithin } from './ledger.service.js';
import type { Posting } from './ledger.types.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const payout = (merchantId: number, memberId: number, amount: number, key: string): Posting => ({
  merchantId,
  currency: 'USD',
  key,
  kind: 'adjustment',
  legs: [
    { account: { house: 'house:payouts' }, amount: -amount },
    { account: { wallet: memberId }, amount },
  ],
});

const shardsOf = async (merchantId: number, kind: string) =>
  (
    await ctx.db
      .selectFrom('ledger_account')
      .select(['shard', 'balance'])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .orderBy('shard')
      .execute()
  ).map((r) => ({ shard: r.shard, balance: Number(r.balance) }));

describe('house account shards', () => {
  it('are all created by the first posting that needs the account, once', async () => {
    const merchantId = (await createMerchant(ctx.db)).id;
    const memberId = (await createAccount(ctx.db, merchantId)).id;
    const created = () => ctx.ledger.stats.gaveWay['account-to-create'];
    await ctx.ledger.post(payout(merchantId, memberId, 1, 'shards:first'));
    const after = created();
    expect((await shardsOf(merchantId, 'house:payouts')).map((s) => s.shard)).toEqual(
      Array.from({ length: HOUSE_SHARDS + 1 }, (_, shard) => shard),
    );
    // Later batches draw other shards and find each of them there.
    for (let i = 0; i < 20; i += 1) {
      await ctx.ledger.post(payout(merchantId, memberId, 1, `shards:next:${i}`));
    }
    expect(created()).toBe(after);
    expect(await houseBalance(ctx.db, merchantId, 'house:payouts')).toBe(-21);
    await expectLedgerSound(ctx.db);
  });

  it('keep one shard per committer until another writer moves it, then draw another', async () => {
    const merchantId = (await createMerchant(ctx.db)).id;
    const members = await Promise.all(
      Array.from({ length: 4 }, async () => (await createAccount(ctx.db, merchantId)).id),
    );
    const moves = () => ctx.ledger.stats.houseShardMoves;
    const before = moves();
    const payouts = (round: string) =>
      Promise.all(
        members.map((m, i) => ctx.ledger.post(payout(merchantId, m, 5, `${round}:${i}`))),
      );
    for (let round = 0; round < 6; round += 1) await payouts(`stay:${round}`);
    const moved = async () =>
      (await shardsOf(merchantId, 'house:payouts')).filter((s) => s.balance !== 0);
    const [kept, ...others] = await moved();
    expect(others).toEqual([]);
    expect(kept!.shard).toBeGreaterThanOrEqual(1);
    expect(kept!.shard).toBeLessThanOrEqual(HOUSE_SHARDS);
    expect(moves()).toBe(before);

    // Another process's batch lands on the same shard.
    await ctx.db.transaction().execute((trx) =>
      writePostings(trx, [prepare(payout(merchantId, members[0]!, 1, 'other:writer'))], {
        houseShard: kept!.shard,
      }),
    );
    await payouts('after:first');
    expect(moves()).toBe(before + 1);
    for (let round = 0; round < 3; round += 1) await payouts(`after:${round}`);
    const now = await moved();
    expect(now).toHaveLength(2);
    expect(now.reduce((sum, s) => sum + s.balance, 0)).toBe(-(10 * 4 * 5) - 1);
    await expectLedgerSound(ctx.db);
  });

  it('leave postings in a caller transaction on shard 0', async () => {
    const merchantId = (await createMerchant(ctx.db)).id;
    const memberId = (await createAccount(ctx.db, merchantId)).id;
    await ctx.db
      .transaction()
      .execute((trx) => postWithin(trx, payout(merchantId, memberId, 9, 'within:one')));
    const shards = await shardsOf(merchantId, 'house:payouts');
    expect(shards.filter((s) => s.balance !== 0)).toEqual([{ shard: 0, balance: -9 }]);
  });

  it('keep wallets and the withdrawal hold on shard 0 only', async () => {
    const merchantId = (await createMerchant(ctx.db)).id;
    const memberId = (await createAccount(ctx.db, merchantId)).id;
    await credit(ctx.ledger, { merchantId, memberId, amount: 50, key: 'hold:fund' });
    await ctx.ledger.post({
      merchantId,
      currency: 'USD',
      key: 'hold:take',
      kind: 'withdrawal_hold',
      legs: [
        { account: { wallet: memberId }, amount: -20 },
        { account: { house: 'hold:withdrawals' }, amount: 20 },
      ],
    });
    expect(await shardsOf(merchantId, 'hold:withdrawals')).toEqual([{ shard: 0, balance: 20 }]);
    expect(await shardsOf(merchantId, 'wallet')).toEqual([{ shard: 0, balance: 30 }]);
    // The table refuses any other shard of them, whoever writes it.
    await expect(
      sql`insert into ledger_account (merchant_id, currency, kind, member_id, shard)
        values (${merchantId}, 'USD', 'wallet', ${memberId}, 1)`.execute(ctx.db),
    ).rejects.toThrow(/ledger_account_shard/);
    await expectLedgerSound(ctx.db);
  });
});
