import type { TransactionKind } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';

export type MerchantMoney = { currency: string; exponent: number };

export async function merchantMoney(db: Db, merchantId: number): Promise<MerchantMoney> {
  const row = await db
    .selectFrom('merchant')
    .select(['currency', 'currency_exponent'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return { currency: row.currency, exponent: row.currency_exponent };
}

export type WalletEntryRow = {
  id: number;
  transactionId: number;
  kind: TransactionKind;
  amount: number;
  balanceAfter: number;
  memo: string | null;
  reference: string | null;
  createdAt: Date;
};

const walletAccount = (db: Db, merchantId: number, memberId: number, currency: string) =>
  db
    .selectFrom('ledger_account')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'wallet')
    .where('member_id', '=', memberId)
    .where('currency', '=', currency);

export async function countWalletEntries(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_entry')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', 'in', walletAccount(db, merchantId, memberId, currency))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The wallet's movements, newest first. */
export async function pageWalletEntries(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  limit: number,
  offset: number,
): Promise<WalletEntryRow[]> {
  const rows = await db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .select([
      'e.id',
      'e.transaction_id',
      't.kind',
      'e.amount',
      'e.balance_after',
      't.memo',
      't.reference',
      'e.created_at',
    ])
    .where('e.account_id', 'in', walletAccount(db, merchantId, memberId, currency))
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    transactionId: Number(r.transaction_id),
    kind: r.kind as TransactionKind,
    amount: toMinor(r.amount),
    balanceAfter: toMinor(r.balance_after),
    memo: r.memo,
    reference: r.reference,
    createdAt: r.created_at,
  }));
}
