import { ErrorCode } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createAccount } from '../../../test/members.js';
import { AppError } from '../../lib/errors.js';
import { credit, debit, expectLedgerSound } from './ledger-test-kit.js';
import {
  committedOrThrow,
  onLedgerCommitted,
  postWithin,
  walletBalance,
} from './ledger.service.js';

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  merchantId = (await createMerchant(ctx.db)).id;
});
afterAll(() => ctx.close());

const newMember = async () => (await createAccount(ctx.db, merchantId)).id;
const balanceOf = (memberId: number) => walletBalance(ctx.db, merchantId, memberId, 'USD');
let keys = 0;
const nextKey = (what: string) => `${what}:${++keys}:test`;

describe('posting', () => {
  it('credits a wallet it creates on the way, and records a wallet event', async () => {
    const memberId = await newMember();
    expect(await balanceOf(memberId)).toBe(0);

    const result = committedOrThrow(
      await credit(ctx.ledger, { merchantId, memberId, amount: 1500, key: nextKey('deposit') }),
    );
    expect(result.replayed).toBe(false);
    expect(result.wallets).toEqual([{ memberId, currency: 'USD', balance: 1500 }]);
    expect(await balanceOf(memberId)).toBe(1500);

    const events = await ctx.db
      .selectFrom('wallet_event')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    expect(events.map((e) => [Number(e.balance), Number(e.transaction_id)])).toEqual([
      [1500, result.transactionId],
    ]);
    await expectLedgerSound(ctx.db);
  });

  it('answers a retry with the original result and moves nothing more', async () => {
    const memberId = await newMember();
    const key = nextKey('deposit');
    const first = committedOrThrow(
      await credit(ctx.ledger, { merchantId, memberId, amount: 700, key }),
    );
    await credit(ctx.ledger, { merchantId, memberId, amount: 300, key: nextKey('deposit') });

    const again = committedOrThrow(
      await credit(ctx.ledger, { merchantId, memberId, amount: 700, key }),
    );
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(memberId)).toBe(1000);
  });

  it('refuses the same key with another amount', async () => {
    const memberId = await newMember();
    const key = nextKey('deposit');
    await credit(ctx.ledger, { merchantId, memberId, amount: 700, key });
    const conflict = credit(ctx.ledger, { merchantId, memberId, amount: 701, key });
    await expect(conflict).rejects.toMatchObject({
      statusCode: 409,
      code: ErrorCode.IdempotencyConflict,
    });
    expect(await balanceOf(memberId)).toBe(700);
  });

  it('records a debit beyond the balance as failed, and it stays failed after a top-up', async () => {
    const memberId = await newMember();
    await credit(ctx.ledger, { merchantId, memberId, amount: 100, key: nextKey('deposit') });
    const key = nextKey('debit');

    const refused = await debit(ctx.ledger, { merchantId, memberId, amount: 101, key });
    expect(refused).toEqual({ status: 'failed', code: 'INSUFFICIENT_FUNDS', replayed: false });
    expect(() => committedOrThrow(refused)).toThrow(
      expect.objectContaining({ statusCode: 409, code: ErrorCode.InsufficientFunds }),
    );
    expect(await balanceOf(memberId)).toBe(100);

    await credit(ctx.ledger, { merchantId, memberId, amount: 500, key: nextKey('deposit') });
    const retried = await debit(ctx.ledger, { merchantId, memberId, amount: 101, key });
    expect(retried).toEqual({ status: 'failed', code: 'INSUFFICIENT_FUNDS', replayed: true });
    expect(await balanceOf(memberId)).toBe(600);

    const stored = await ctx.db
      .selectFrom('ledger_transaction')
      .select(['status', 'failure_code'])
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'failed', failure_code: 'INSUFFICIENT_FUNDS' });
    await expectLedgerSound(ctx.db);
  });

  it('lets a debit take the wallet to exactly zero', async () => {
    const memberId = await newMember();
    await credit(ctx.ledger, { merchantId, memberId, amount: 250, key: nextKey('deposit') });
    const result = committedOrThrow(
      await debit(ctx.ledger, { merchantId, memberId, amount: 250, key: nextKey('debit') }),
    );
    expect(result.wallets[0]?.balance).toBe(0);
  });

  it('writes nothing when the caller rolls its transaction back', async () => {
    const memberId = await newMember();
    const key = nextKey('deposit');
    const rollback = ctx.db.transaction().execute(async (trx) => {
      await postWithin(trx, {
        merchantId,
        currency: 'USD',
        key,
        kind: 'deposit',
        legs: [
          { account: { house: 'clearing:deposits' }, amount: -50 },
          { account: { wallet: memberId }, amount: 50 },
        ],
      });
      throw new Error('the business row failed');
    });
    await expect(rollback).rejects.toThrow('the business row failed');
    expect(await balanceOf(memberId)).toBe(0);
    const row = await ctx.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('tells listeners about new commits only', async () => {
    const memberId = await newMember();
    const heard: number[] = [];
    const stop = onLedgerCommitted((e) => heard.push(...e.wallets.map((w) => w.balance)));
    const key = nextKey('deposit');
    await credit(ctx.ledger, { merchantId, memberId, amount: 40, key });
    await credit(ctx.ledger, { merchantId, memberId, amount: 40, key });
    await debit(ctx.ledger, { merchantId, memberId, amount: 41, key: nextKey('debit') });
    stop();
    expect(heard).toEqual([40]);
  });

  it('keeps demo money apart from real money', async () => {
    const memberId = await newMember();
    await credit(ctx.ledger, {
      merchantId,
      memberId,
      amount: 90,
      key: nextKey('demo'),
      currency: 'DEMO',
    });
    expect(await balanceOf(memberId)).toBe(0);
    expect(await walletBalance(ctx.db, merchantId, memberId, 'DEMO')).toBe(90);
  });
});

describe('refused postings', () => {
  const base = { currency: 'USD', kind: 'adjustment' as const };

  it.each([
    ['one leg', [{ account: { house: 'house:bonus' as const }, amount: 0 }], 'legs'],
    [
      'a zero amount',
      [
        { account: { house: 'house:bonus' as const }, amount: 0 },
        { account: { house: 'house:payouts' as const }, amount: 0 },
      ],
      'legs.0.amount',
    ],
    [
      'a fraction',
      [
        { account: { house: 'house:bonus' as const }, amount: -1.5 },
        { account: { house: 'house:payouts' as const }, amount: 1.5 },
      ],
      'legs.0.amount',
    ],
    [
      'legs not summing to zero',
      [
        { account: { house: 'house:bonus' as const }, amount: -2 },
        { account: { house: 'house:payouts' as const }, amount: 1 },
      ],
      'legs',
    ],
  ])('refuses %s with the field at fault, writing nothing', async (_, legs, field) => {
    const key = nextKey('bad');
    const attempt = ctx.ledger.post({ ...base, merchantId, key, legs });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      code: ErrorCode.ValidationFailed,
      value: { field },
    });
    const row = await ctx.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it.each(['memo', 'reference'] as const)(
    'refuses a NUL character in the %s, naming it, while a posting beside it commits',
    async (field) => {
      const legs = [
        { account: { house: 'house:bonus' as const }, amount: -1 },
        { account: { house: 'house:payouts' as const }, amount: 1 },
      ];
      const [bad, good] = await Promise.allSettled([
        ctx.ledger.post({ ...base, merchantId, key: nextKey('nul'), legs, [field]: 'a\u0000b' }),
        ctx.ledger.post({ ...base, merchantId, key: nextKey('ok'), legs, [field]: 'ab' }),
      ]);
      expect(bad).toMatchObject({
        status: 'rejected',
        reason: { statusCode: 400, code: ErrorCode.ValidationFailed, value: { field } },
      });
      expect(good).toMatchObject({ status: 'fulfilled', value: { status: 'committed' } });
    },
  );
});

describe('append-only', () => {
  it('refuses to update or delete entries and transactions', async () => {
    const memberId = await newMember();
    const { transactionId } = committedOrThrow(
      await credit(ctx.ledger, { merchantId, memberId, amount: 10, key: nextKey('deposit') }),
    );
    const refused = [
      sql`update ledger_entry set amount = amount * 2 where transaction_id = ${transactionId}`,
      sql`delete from ledger_entry where transaction_id = ${transactionId}`,
      sql`update ledger_transaction set memo = 'edited' where id = ${transactionId}`,
      sql`delete from ledger_transaction where id = ${transactionId}`,
      sql`truncate ledger_entry`,
    ];
    for (const statement of refused) {
      await expect(statement.execute(ctx.db)).rejects.toThrow(/append-only/);
    }
    expect(await balanceOf(memberId)).toBe(10);
    await expectLedgerSound(ctx.db);
  });

  it('refuses a wallet row below zero even when written directly', async () => {
    const memberId = await newMember();
    await credit(ctx.ledger, { merchantId, memberId, amount: 10, key: nextKey('deposit') });
    const write = sql`update ledger_account set balance = -1
      where kind = 'wallet' and member_id = ${memberId}`.execute(ctx.db);
    await expect(write).rejects.toThrow(/ledger_account_non_negative/);
  });
});
