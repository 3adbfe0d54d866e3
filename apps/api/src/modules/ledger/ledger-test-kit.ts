import { expect } from 'vitest';
import type { Db } from '../../db/connection.js';
import { checkLedger } from './ledger-check.js';
import { post } from './ledger.service.js';
import type { PostingResult } from './ledger.types.js';

/** Asserts every ledger rule holds; on failure the message names the rule and the row. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const check = await checkLedger(db);
  expect(check.problems).toEqual([]);
}

type Move = {
  merchantId: number;
  memberId: number;
  amount: number;
  key: string;
  currency?: string;
};

/** Money arriving from a confirmed deposit. */
export const credit = (db: Db, m: Move): Promise<PostingResult> =>
  post(db, {
    merchantId: m.merchantId,
    currency: m.currency ?? 'USD',
    key: m.key,
    kind: 'deposit',
    legs: [
      { account: { house: 'clearing:deposits' }, amount: -m.amount },
      { account: { wallet: m.memberId }, amount: m.amount },
    ],
  });

/** Money leaving the wallet for the payouts house account. */
export const debit = (db: Db, m: Move): Promise<PostingResult> =>
  post(db, {
    merchantId: m.merchantId,
    currency: m.currency ?? 'USD',
    key: m.key,
    kind: 'adjustment',
    legs: [
      { account: { wallet: m.memberId }, amount: -m.amount },
      { account: { house: 'house:payouts' }, amount: m.amount },
    ],
  });
