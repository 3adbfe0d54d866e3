import type { TransactionKind } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MemberSet, TimeWindow } from '../../db/member-set.js';
import { toMinor } from '../../lib/money.js';

/*
 * Reads of the wallets of a set of members (an agent's team, or one member), for modules
 * that report on wallets they do not own. Amounts are minor units of `currency`.
 */

type Owner = { member_id: number; account: string; depth: number };

/** Wallet balances by member id; a member whose wallet never moved is absent (its balance is 0). */
export async function walletBalancesOf(
  db: Db,
  merchantId: number,
  currency: string,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_account')
    .select(['member_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('currency', '=', currency)
    .where('kind', '=', 'wallet')
    .where('member_id', 'in', memberIds)
    .execute();
  return new Map(rows.map((r) => [r.member_id!, toMinor(r.balance)]));
}

export type MemberEntryFilter = {
  merchantId: number;
  currency: string;
  members: MemberSet;
  window: TimeWindow;
  /** Only entries of transactions of these kinds; every kind when absent. */
  kinds?: readonly TransactionKind[] | undefined;
};

function entriesOf(db: Db, f: MemberEntryFilter) {
  let query = db
    .selectFrom('ledger_account as a')
    .innerJoin(sql<Owner>`${f.members}`.as('owner'), 'owner.member_id', 'a.member_id')
    .innerJoin('ledger_entry as e', 'e.account_id', 'a.id')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .where('a.merchant_id', '=', f.merchantId)
    .where('a.currency', '=', f.currency)
    .where('a.kind', '=', 'wallet')
    .where('e.created_at', '>=', f.window.start)
    .where('e.created_at', '<', f.window.end);
  if (f.kinds) query = query.where('t.kind', 'in', f.kinds);
  return query;
}

export type MemberEntry = {
  id: number;
  account: string;
  kind: TransactionKind;
  amount: number;
  balanceAfter: number;
  memo: string | null;
  createdAt: Date;
};

type EntryRow = {
  id: number | string;
  account: string;
  kind: string;
  amount: number | string;
  balance_after: number | string;
  memo: string | null;
  created_at: Date | string;
};

const entryOf = (r: EntryRow): MemberEntry => ({
  id: Number(r.id),
  account: r.account,
  kind: r.kind as TransactionKind,
  amount: toMinor(r.amount),
  balanceAfter: toMinor(r.balance_after),
  memo: r.memo,
  createdAt: new Date(r.created_at),
});

/** The entries' columns a page shows, newest first. */
const newestFirst = (query: ReturnType<typeof entriesOf>) =>
  query
    .select([
      'e.id',
      'owner.account',
      't.kind',
      'e.amount',
      'e.balance_after',
      't.memo',
      'e.created_at',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc');

/** A page of the set's wallet entries, newest first. */
export async function pageMemberEntries(
  db: Db,
  f: MemberEntryFilter,
  limit: number,
  offset: number,
): Promise<MemberEntry[]> {
  const rows = await newestFirst(entriesOf(db, f)).limit(limit).offset(offset).execute();
  return rows.map(entryOf);
}

/**
 * The set's wallet entries older than the entry `before` (all when absent), newest first,
 * at most `limit`. The page is cut after an entry, not counted from the start, so it costs
 * its rows at any depth (ledger_entry_time).
 */
export async function memberEntriesBefore(
  db: Db,
  f: MemberEntryFilter,
  before: number | undefined,
  limit: number,
): Promise<MemberEntry[]> {
  let query = entriesOf(db, f);
  if (before !== undefined) {
    query = query.where(
      sql<boolean>`(e.created_at, e.id) < (select created_at, id from ledger_entry
        where id = ${before})`,
    );
  }
  const rows = await newestFirst(query).limit(limit).execute();
  return rows.map(entryOf);
}

/** How many entries match, and their signed sum. */
export async function summarizeMemberEntries(
  db: Db,
  f: MemberEntryFilter,
): Promise<{ count: number; amount: number }> {
  const row = await entriesOf(db, f)
    .select([
      (eb) => eb.fn.countAll<string | number>().as('count'),
      sql<string | number>`coalesce(sum(e.amount), 0)::bigint`.as('amount'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amount: toMinor(row.amount) };
}
