import { ErrorCode } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount } from '../../../test/members.js';
import { expectLedgerSound } from './ledger-test-kit.js';
import { walletBalance } from './ledger.service.js';

let ctx: TestContext;
let merchantId: number;
let operator: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  const site = await createTestSite(ctx);
  merchantId = site.merchantId;
  operator = await site.signIn('operator');
});
afterAll(() => ctx.close());

describe('a storm of debits on one wallet', () => {
  it('debits exactly what the wallet held and never goes below zero', async () => {
    const { id, account } = await createAccount(ctx.db, merchantId);
    const url = `/admin/members/${account}/adjustments`;
    const funded = await operator.post(url, {
      amount: 100,
      reason: 'Storm stake',
      idempotencyKey: 'storm-fund-1',
    });
    expect(funded.statusCode).toBe(200);

    const debits = [
      ...Array.from({ length: 200 }, (_, i) => ({ amount: -1, key: `storm-one-${i}` })),
      ...Array.from({ length: 50 }, (_, i) => ({ amount: -3, key: `storm-three-${i}` })),
    ];
    const replies = await Promise.all(
      debits.map((d) =>
        operator.post(url, { amount: d.amount, reason: 'Storm', idempotencyKey: d.key }),
      ),
    );

    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const refusals = replies.filter((r) => r.statusCode === 409).map((r) => r.json().code);
    expect(new Set(refusals)).toEqual(new Set([ErrorCode.InsufficientFunds]));
    const debited = replies.reduce(
      (sum, r, i) => (r.statusCode === 200 ? sum - debits[i]!.amount : sum),
      0,
    );
    expect(debited).toBe(100);
    expect(await walletBalance(ctx.db, merchantId, id, 'USD')).toBe(0);
    // Every balance a committed debit answered is one the wallet really passed through.
    const answered = replies.filter((r) => r.statusCode === 200).map((r) => r.json().value.balance);
    expect(Math.min(...answered)).toBe(0);
    expect(new Set(answered).size).toBe(answered.length);
    await expectLedgerSound(ctx.db);
  });
});
