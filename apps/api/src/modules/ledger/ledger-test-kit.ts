import { expect } from 'vitest';
import type { Db } from '../../db/connection.js';
import { checkLedger } from './ledger-check.js';
import { postWithin, type Ledger } from './ledger.service.js';
import type { Posting, PostingResult } from './ledger.types.js';

/** Asserts every ledger rule holds; on failure the message names the rule and the row. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const check = await checkLedger(db);
  expect(check.problems).toEqual([]);
}

/** A house account's balance: the sum of its shards (migration 0025). */
export async function houseBalance(
  db: Db,
  merchantId: number,
  kind: string,
  currency = 'USD',
): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select((eb) => eb.fn.sum<string | number | null>('balance').as('balance'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .where('member_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.balance ?? 0);
}

type Move = {
  merchantId: number;
  memberId: number;
  amount: number;
  key: string;
  currency?: string;
};

/** Money arriving from a confirmed deposit. */
export const credit = (ledger: Ledger, m: Move): Promise<PostingResult> =>
  ledger.post({
    merchantId: m.merchantId,
    currency: m.currency ?? 'USD',
    key: m.key,
    kind: 'deposit',
    legs: [
      { account: { house: 'clearing:deposits' }, amount: -m.amount },
      { account: { wallet: m.memberId }, amount: m.amount },
    ],
  });

/** Whether a transaction was written under this key. */
export const keyWritten = async (db: Db, merchantId: number, key: string): Promise<boolean> =>
  (await db
    .selectFrom('ledger_transaction')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()) !== undefined;

/** The posting of money leaving the wallet for the payouts house account. */
export const debitPosting = (m: Move): Posting => ({
  merchantId: m.merchantId,
  currency: m.currency ?? 'USD',
  key: m.key,
  kind: 'adjustment',
  legs: [
    { account: { wallet: m.memberId }, amount: -m.amount },
    { account: { house: 'house:payouts' }, amount: m.amount },
  ],
});

/** Money leaving the wallet for the payouts house account. */
export const debit = (ledger: Ledger, m: Move): Promise<PostingResult> =>
  ledger.post(debitPosting(m));

/**
 * PostgreSQL only (PGlite is one session): `posting` written by another session whose
 * transaction stays open, holding its locks and its key, until `release`, which answers the
 * posting's result once that transaction has committed.
 */
export async function postingHeldOpen(
  db: Db,
  posting: Posting,
): Promise<{ release: () => Promise<PostingResult> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let written!: (result: PostingResult) => void;
  const result = new Promise<PostingResult>((resolve) => (written = resolve));
  const holder = db.transaction().execute(async (trx) => {
    written(await postWithin(trx, posting));
    await released;
  });
  await Promise.race([result, holder]);
  return {
    release: async () => {
      release();
      await holder;
      return result;
    },
  };
}
