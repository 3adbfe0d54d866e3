import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import type { AccountSpec } from './ledger-legs.js';
import type { LockedAccount, StoredTransaction } from './ledger.repo.js';

/** The accounts of one merchant and currency a bulk posting names. */
type Wanted = { merchantId: number; currency: string; specs: AccountSpec[] };

const memberIdsOf = (specs: AccountSpec[]) =>
  specs.flatMap((s) => (s.memberId === null ? [] : [s.memberId]));
const houseKindsOf = (specs: AccountSpec[]) =>
  specs.flatMap((s) => (s.memberId === null ? [s.kind] : []));

/**
 * The wanted accounts that exist; with `lock`, locked in ascending id order (the order every
 * posting locks in, so a bulk posting and a group-commit batch queue up instead of
 * deadlocking).
 */
export async function selectBulkAccounts(
  db: Db,
  wanted: Wanted,
  lock: boolean,
): Promise<LockedAccount[]> {
  const { rows } = await sql<{
    id: string | number;
    kind: string;
    member_id: number | null;
    balance: string | number;
  }>`
    select id, kind, member_id, balance from ledger_account
    where merchant_id = ${wanted.merchantId} and currency = ${wanted.currency}
      and ((kind = 'wallet' and member_id = any(${memberIdsOf(wanted.specs)}::int[]))
        or (member_id is null and kind = any(${houseKindsOf(wanted.specs)}::text[])
          and shard = 0))
    order by id ${lock ? sql`for update` : sql``}
  `.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    memberId: r.member_id,
    shard: 0,
    balance: toMinor(r.balance),
  }));
}

/**
 * Creates these accounts (the ones found missing) in one statement, in a fixed order (kind,
 * member) as `ensureAccounts` does, so two writers creating the same accounts wait on each
 * other; one created meanwhile by another writer is left as it is.
 */
export async function createBulkAccounts(db: Db, missing: Wanted): Promise<void> {
  const specs = [...missing.specs].sort(
    (a, b) => a.kind.localeCompare(b.kind) || (a.memberId ?? 0) - (b.memberId ?? 0),
  );
  await sql`
    insert into ledger_account (merchant_id, currency, kind, member_id)
    select ${missing.merchantId}, ${missing.currency}, n.kind, nullif(n.member_id, 0)
    from unnest(${specs.map((s) => s.kind)}::text[], ${specs.map((s) => s.memberId ?? 0)}::int[])
      with ordinality as n(kind, member_id, ord)
    order by n.ord
    on conflict do nothing
  `.execute(db);
}

/** The transactions already written under any of these keys of the merchant. */
export async function findBulkTransactions(
  db: Db,
  merchantId: number,
  keys: string[],
): Promise<Map<string, StoredTransaction>> {
  const { rows } = await sql<{
    id: string | number;
    idempotency_key: string;
    payload_hash: string;
    status: 'committed' | 'failed';
    failure_code: string | null;
    created_at: Date;
  }>`
    select t.id, t.idempotency_key, t.payload_hash, t.status, t.failure_code, t.created_at
    from ledger_transaction t
    where t.merchant_id = ${merchantId} and t.idempotency_key = any(${keys}::text[])
  `.execute(db);
  return new Map(
    rows.map((r) => [
      r.idempotency_key,
      {
        id: Number(r.id),
        payloadHash: r.payload_hash,
        status: r.status,
        failureCode: r.failure_code,
        createdAt: r.created_at,
      },
    ]),
  );
}

/** `count` ids from the transaction sequence, and the database transaction's time. */
export async function reserveTransactionIds(
  db: Db,
  count: number,
): Promise<{ ids: number[]; now: Date }> {
  const { rows } = await sql<{ ids: (string | number)[]; now: Date }>`
    select array(
      select nextval(pg_get_serial_sequence('ledger_transaction', 'id'))
      from generate_series(1, ${count}::int)) as ids, now() as now
  `.execute(db);
  return { ids: rows[0]!.ids.map(Number), now: rows[0]!.now };
}

/** What one bulk statement writes: columns as parallel arrays. */
export type BulkWrite = {
  merchantId: number;
  currency: string;
  transactions: {
    id: number[];
    kind: string[];
    key: string[];
    payloadHash: string[];
    memo: (string | null)[];
    reference: (string | null)[];
  };
  /** In posting order, so each account's entries follow its running balance. */
  entries: { transactionId: number[]; accountId: number[]; amount: number[]; after: number[] };
  balances: { id: number[]; balance: number[] };
  events: { memberId: number[]; balance: number[]; transactionId: number[] };
};

/**
 * Writes every transaction, entry, new balance and wallet event of a bulk posting in one
 * statement. The keys were looked up under the accounts' locks; a key another session wrote
 * since then makes the statement write nothing else, and the caller gives the work up.
 */
export async function writeBulk(db: Db, w: BulkWrite): Promise<number> {
  const { transactions: t, entries: e, balances: b, events: v } = w;
  const { rows } = await sql<{ written: string | number }>`
    with tx as (
      insert into ledger_transaction (id, merchant_id, idempotency_key, payload_hash, kind,
        status, failure_code, currency, memo, reference)
      overriding system value
      select n.id, ${w.merchantId}::int, n.key, n.hash, n.kind, 'committed', null,
        ${w.currency}::text, n.memo, n.reference
      from unnest(${t.id}::bigint[], ${t.key}::text[], ${t.payloadHash}::text[], ${t.kind}::text[],
        ${t.memo}::text[], ${t.reference}::text[]) as n(id, key, hash, kind, memo, reference)
      on conflict (merchant_id, idempotency_key) do nothing
      returning id
    ),
    complete as (select count(*) = ${t.id.length} as ok from tx),
    entry as (
      insert into ledger_entry (merchant_id, transaction_id, account_id, amount, balance_after)
      select ${w.merchantId}::int, n.transaction_id, n.account_id, n.amount, n.balance_after
      from unnest(${e.transactionId}::bigint[], ${e.accountId}::bigint[], ${e.amount}::bigint[],
        ${e.after}::bigint[]) with ordinality
        as n(transaction_id, account_id, amount, balance_after, ord)
      where (select ok from complete)
      order by n.ord
    ),
    balance as (
      update ledger_account a set balance = n.balance
      from unnest(${b.id}::bigint[], ${b.balance}::bigint[]) as n(id, balance)
      where a.id = n.id and (select ok from complete)
    ),
    event as (
      insert into wallet_event (merchant_id, member_id, currency, balance, transaction_id)
      select ${w.merchantId}::int, n.member_id, ${w.currency}::text, n.balance, n.transaction_id
      from unnest(${v.memberId}::int[], ${v.balance}::bigint[], ${v.transactionId}::bigint[])
        with ordinality as n(member_id, balance, transaction_id, ord)
      where (select ok from complete)
      order by n.ord
    )
    select count(*) as written from tx
  `.execute(db);
  return Number(rows[0]!.written);
}
