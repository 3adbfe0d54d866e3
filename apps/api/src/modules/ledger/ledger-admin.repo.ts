import type { TransactionKind } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { PREPARED } from '../../db/prepared-statements.js';
import { coalescedReads } from '../../lib/coalesced-reads.js';
import { toMinor } from '../../lib/money.js';

export type MerchantMoney = { currency: string; exponent: number };

export type MemberWithMoney = { id: number; account: string; type: number } & MerchantMoney;

const memberKey = (merchantId: number, account: string) =>
  `${merchantId}\u0000${account.toLowerCase()}`;

type MemberRow = {
  id: number;
  merchant_id: number;
  account: string;
  type: number;
  currency: string;
  currency_exponent: number;
};

/**
 * Members by `memberKey`, each with the merchant's currency, in one query whose text is the
 * same for any number of keys (a prepared statement on PostgreSQL).
 */
async function membersWithMoney(db: Db, keys: string[]): Promise<Map<string, MemberWithMoney>> {
  const merchants: number[] = [];
  const accounts: string[] = [];
  for (const key of keys) {
    const cut = key.indexOf('\u0000');
    merchants.push(Number(key.slice(0, cut)));
    accounts.push(key.slice(cut + 1));
  }
  const { rows } = await sql<MemberRow>`${sql.raw(PREPARED)}
    select m.id, m.merchant_id, m.account, m.type, c.currency, c.currency_exponent
    from unnest(${merchants}::int[], ${accounts}::text[]) as k(merchant_id, account)
    cross join lateral (
      select id, merchant_id, account, type from member
      where merchant_id = k.merchant_id and lower(account) = k.account
      limit 1
    ) m
    join merchant c on c.id = m.merchant_id
  `.execute(db);
  const found = new Map<string, MemberWithMoney>();
  for (const r of rows) {
    found.set(memberKey(r.merchant_id, r.account), {
      id: r.id,
      account: r.account,
      type: r.type,
      currency: r.currency,
      exponent: r.currency_exponent,
    });
  }
  return found;
}

const readers = new WeakMap<Db, (key: string) => Promise<MemberWithMoney | undefined>>();

/**
 * A member of the merchant by account name (any case), with the merchant's currency.
 * Concurrent look-ups share one query.
 */
export function memberWithMoney(
  db: Db,
  merchantId: number,
  account: string,
): Promise<MemberWithMoney | undefined> {
  let read = readers.get(db);
  if (!read) {
    read = coalescedReads((keys) => membersWithMoney(db, keys));
    readers.set(db, read);
  }
  return read(memberKey(merchantId, account));
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
