import { ErrorCode } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount } from '../../../test/members.js';
import { credit, debit, expectLedgerSound } from './ledger-test-kit.js';
import { walletBalance } from './ledger.service.js';
import type { PostingResult } from './ledger.types.js';

let ctx: TestContext;
let merchantId: number;
let operator: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  const site = await createTestSite(ctx);
  merchantId = site.merchantId;
  operator = await site.signIn('owner');
});
afterAll(() => ctx.close());

const newMember = () => createAccount(ctx.db, merchantId);
const balanceOf = (memberId: number) => walletBalance(ctx.db, merchantId, memberId, 'USD');
const fresh = (r: PostingResult) => !r.replayed;

async function entriesFor(key: string): Promise<number> {
  const rows = await ctx.db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .select('e.id')
    .where('t.merchant_id', '=', merchantId)
    .where('t.idempotency_key', '=', key)
    .execute();
  return rows.length;
}

describe('one key, one movement', () => {
  it('the same credit sent ten times in a row moves money once', async () => {
    const { id } = await newMember();
    const move = { merchantId, memberId: id, amount: 250, key: 'deposit:serial:credit' };
    const results: PostingResult[] = [];
    for (let i = 0; i < 10; i++) results.push(await credit(ctx.ledger, move));
    expect(results.filter(fresh)).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify({ ...r, replayed: null }))).size).toBe(1);
    expect(await balanceOf(id)).toBe(250);
    expect(await entriesFor(move.key)).toBe(2);
  });

  it('the same credit sent ten times at once moves money once', async () => {
    const { id } = await newMember();
    const move = { merchantId, memberId: id, amount: 250, key: 'deposit:parallel:credit' };
    const results = await Promise.all(Array.from({ length: 10 }, () => credit(ctx.ledger, move)));
    expect(results.filter(fresh)).toHaveLength(1);
    expect(results.every((r) => r.status === 'committed')).toBe(true);
    expect(new Set(results.map((r) => r.status === 'committed' && r.transactionId)).size).toBe(1);
    expect(await balanceOf(id)).toBe(250);
    expect(await entriesFor(move.key)).toBe(2);
    await expectLedgerSound(ctx.db);
  });

  it('the same adjustment sent ten times at once over HTTP moves money and audits once', async () => {
    const { id, account } = await newMember();
    const body = { amount: 75, reason: 'Parallel retry', idempotencyKey: 'adj-parallel-1' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        operator.post(`/admin/members/${account}/adjustments`, body),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replies.filter((r) => !r.json().value.replayed)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.json().value.transactionId)).size).toBe(1);
    expect(await balanceOf(id)).toBe(75);
    const audit = (await auditRows(ctx.db, merchantId)).filter((r) => r.target_id === account);
    expect(audit).toHaveLength(1);
  });

  it('a key reused for another amount is a conflict, serially and at once', async () => {
    const { id } = await newMember();
    const key = 'deposit:conflict:credit';
    await credit(ctx.ledger, { merchantId, memberId: id, amount: 100, key });
    const attempts = await Promise.allSettled(
      [101, 99, 100, 102].map((amount) =>
        credit(ctx.ledger, { merchantId, memberId: id, amount, key }),
      ),
    );
    const codes = attempts.map((a) =>
      a.status === 'rejected' ? (a.reason as { code: string }).code : a.value.status,
    );
    expect(codes).toEqual([
      ErrorCode.IdempotencyConflict,
      ErrorCode.IdempotencyConflict,
      'committed',
      ErrorCode.IdempotencyConflict,
    ]);
    expect(await balanceOf(id)).toBe(100);
  });

  it('a key that failed for lack of money stays failed after a top-up, even sent at once', async () => {
    const { id } = await newMember();
    await credit(ctx.ledger, { merchantId, memberId: id, amount: 20, key: 'deposit:short:credit' });
    const move = { merchantId, memberId: id, amount: 50, key: 'adjustment:short:debit' };
    const first = await Promise.all(Array.from({ length: 10 }, () => debit(ctx.ledger, move)));
    expect(first.every((r) => r.status === 'failed')).toBe(true);
    expect(first.filter(fresh)).toHaveLength(1);

    await credit(ctx.ledger, {
      merchantId,
      memberId: id,
      amount: 100,
      key: 'deposit:topup:credit',
    });
    const later = await Promise.all(Array.from({ length: 5 }, () => debit(ctx.ledger, move)));
    expect(later).toEqual(
      Array(5).fill({ status: 'failed', code: 'INSUFFICIENT_FUNDS', replayed: true }),
    );
    expect(await balanceOf(id)).toBe(120);
    expect(await entriesFor(move.key)).toBe(0);
    await expectLedgerSound(ctx.db);
  });
});
