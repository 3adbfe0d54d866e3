import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { credit, expectLedgerSound } from './ledger-test-kit.js';
import { walletBalance } from './ledger.service.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

const transfer = (from: number, to: number, amount: number, key: string) =>
  ctx.ledger.post({
    merchantId,
    currency: 'USD',
    key,
    kind: 'transfer',
    legs: [
      { account: { wallet: from }, amount: -amount },
      { account: { wallet: to }, amount },
    ],
  });

describe('transfers racing in opposite directions', () => {
  it('all commit without a deadlock, and both balances match the model', async () => {
    const a = (await createAccount(ctx.db, merchantId)).id;
    const b = (await createAccount(ctx.db, merchantId)).id;
    await credit(ctx.ledger, { merchantId, memberId: a, amount: 1500, key: 'race:fund:a' });
    await credit(ctx.ledger, { merchantId, memberId: b, amount: 1500, key: 'race:fund:b' });

    // Amounts 1–3: each side can lose at most 1500, so no transfer lacks money.
    const amountOf = (i: number) => 1 + (i % 3);
    const moves = Array.from({ length: 500 }, (_, i) => [
      transfer(a, b, amountOf(i), `transfer:race-ab-${i}`),
      transfer(b, a, amountOf(i + 1), `transfer:race-ba-${i}`),
    ]).flat();
    const results = await Promise.all(moves);

    expect(results.filter((r) => r.status !== 'committed')).toEqual([]);
    let modelA = 1500;
    for (let i = 0; i < 500; i++) modelA += amountOf(i + 1) - amountOf(i);
    expect(await walletBalance(ctx.db, merchantId, a, 'USD')).toBe(modelA);
    expect(await walletBalance(ctx.db, merchantId, b, 'USD')).toBe(3000 - modelA);
    await expectLedgerSound(ctx.db);
  });

  it('refuses the transfers a wallet cannot cover, whatever order they land in', async () => {
    const a = (await createAccount(ctx.db, merchantId)).id;
    const b = (await createAccount(ctx.db, merchantId)).id;
    await credit(ctx.ledger, { merchantId, memberId: a, amount: 10, key: 'race:fund:small' });

    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => transfer(a, b, 1, `transfer:small-ab-${i}`)),
      ...Array.from({ length: 30 }, (_, i) => transfer(b, a, 1, `transfer:small-ba-${i}`)),
    ]);
    const ab = results.slice(0, 30).filter((r) => r.status === 'committed').length;
    const ba = results.slice(30).filter((r) => r.status === 'committed').length;
    expect(await walletBalance(ctx.db, merchantId, a, 'USD')).toBe(10 - ab + ba);
    expect(await walletBalance(ctx.db, merchantId, b, 'USD')).toBe(ab - ba);
    await expectLedgerSound(ctx.db);
  });
});
