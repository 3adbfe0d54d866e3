import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { jsonRows } from '../../db/json-rows.js';
import { PREPARED } from '../../db/prepared-statements.js';
import { recordChangesSql, type Actor, type AuditChange } from '../audit/index.js';
import { toMinor } from '../../lib/money.js';
import type { AccountSpec } from './ledger-legs.js';
import type { LockedAccount, StoredTransaction } from './ledger.repo.js';

/** `merchantId` and key as one map key. */
export const keyOf = (merchantId: number, key: string) => `${merchantId}\u0000${key}`;

/** The transactions already written under any of these keys. */
export async function findTransactions(
  db: Db,
  keys: { merchantId: number; key: string }[],
): Promise<Map<string, StoredTransaction>> {
  const byMerchant = new Map<number, string[]>();
  for (const k of keys)
    byMerchant.set(k.merchantId, [...(byMerchant.get(k.merchantId) ?? []), k.key]);
  const rows = await db
    .selectFrom('ledger_transaction')
    .select([
      'id',
      'merchant_id',
      'idempotency_key',
      'payload_hash',
      'status',
      'failure_code',
      'created_at',
    ])
    .where((eb) =>
      eb.or(
        [...byMerchant].map(([merchantId, list]) =>
          eb.and([eb('merchant_id', '=', merchantId), eb('idempotency_key', 'in', list)]),
        ),
      ),
    )
    .execute();
  return new Map(
    rows.map((r) => [
      keyOf(r.merchant_id, r.idempotency_key),
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

/** An account a batch needs, in its merchant and currency. */
export type WantedAccount = AccountSpec & { merchantId: number; currency: string };

export type StartedAccount = LockedAccount & { merchantId: number; currency: string };

export type BatchStart = {
  /** Keys already written, by `keyOf`. */
  stored: Map<string, StoredTransaction>;
  /** Every wanted account, locked in ascending id order; null when one does not exist yet. */
  locked: StartedAccount[] | null;
  /** Ids taken from the transaction sequence for the postings that turn out to be new. */
  transactionIds: number[];
  /** The database transaction's start: the created_at of every row the batch writes. */
  now: Date;
};

type StartRow = {
  row: 'account' | 'transaction' | 'id' | 'now';
  id: string | number | null;
  kind: string | null;
  member_id: number | null;
  shard: number | null;
  balance: string | number | null;
  merchant_id: number | null;
  currency: string | null;
  idempotency_key: string | null;
  payload_hash: string | null;
  status: 'committed' | 'failed' | null;
  failure_code: string | null;
  created_at: Date | null;
};

/**
 * Everything a batch must know before it applies its postings, in one round trip: the keys
 * already written, the accounts locked in ascending id order, ids for the new transactions
 * and the transaction's time. The accounts are locked only when all of them exist (the
 * count below), so a batch that has to create one holds no lock while it does. Unlocked
 * (`lock` false, outside a transaction), the balances read are what a guarded `writeBatch`
 * checks again under its locks.
 */
export async function startBatch(
  db: Db,
  keys: { merchantId: number; key: string }[],
  accounts: WantedAccount[],
  { reserve, lock }: { reserve: number; lock: boolean },
): Promise<BatchStart> {
  // Every look-up is a lateral one by a unique index (its `limit 1` keeps the planner from
  // turning it into a join, which may scan a whole table), so a batch reads only the rows it
  // names however large the tables grow.
  const { rows } = await sql<StartRow>`${sql.raw(PREPARED)}
    with wanted as (
      select a.id
      from json_to_recordset(${jsonRows(accounts)}::json)
        as w("merchantId" int, currency text, kind text, "memberId" int, shard smallint)
      cross join lateral (
        select id from ledger_account
        where merchant_id = w."merchantId" and currency = w.currency and kind = w.kind
          and coalesce(member_id, 0) = coalesce(w."memberId", 0) and shard = w.shard
        limit 1
      ) a
    )
    select 'account' as row, l.id, l.kind, l.member_id, l.shard, l.balance, l.merchant_id,
      l.currency,
      null::text as idempotency_key, null::text as payload_hash, null::text as status,
      null::text as failure_code, null::timestamptz as created_at
    from (select id from wanted order by id) w
    cross join lateral (
      select id, kind, member_id, shard, balance, merchant_id, currency from ledger_account
      where id = w.id limit 1 ${sql.raw(lock ? 'for update' : '')}
    ) l
    where (select count(*) from wanted) = ${accounts.length}::int
    union all
    select 'transaction', t.id, null, null, null, null, t.merchant_id, null, t.idempotency_key,
      t.payload_hash, t.status, t.failure_code, t.created_at
    from json_to_recordset(${jsonRows(keys)}::json) as k("merchantId" int, key text)
    cross join lateral (
      select id, merchant_id, idempotency_key, payload_hash, status, failure_code, created_at
      from ledger_transaction
      where merchant_id = k."merchantId" and idempotency_key = k.key
      limit 1
    ) t
    union all
    select 'id', nextval((select pg_get_serial_sequence('ledger_transaction', 'id')::regclass)),
      null, null, null, null, null, null, null, null, null, null, null
    from generate_series(1, ${reserve}::int)
    union all
    select 'now', null, null, null, null, null, null, null, null, null, null, null, now()
  `.execute(db);

  const locked: StartedAccount[] = [];
  const stored = new Map<string, StoredTransaction>();
  const transactionIds: number[] = [];
  let now = new Date();
  for (const r of rows) {
    if (r.row === 'account') {
      locked.push({
        id: Number(r.id),
        kind: r.kind!,
        memberId: r.member_id,
        shard: r.shard!,
        balance: toMinor(r.balance!),
        merchantId: r.merchant_id!,
        currency: r.currency!,
      });
    } else if (r.row === 'transaction') {
      stored.set(keyOf(r.merchant_id!, r.idempotency_key!), {
        id: Number(r.id),
        payloadHash: r.payload_hash!,
        status: r.status!,
        failureCode: r.failure_code,
        createdAt: r.created_at!,
      });
    } else if (r.row === 'id') {
      transactionIds.push(Number(r.id));
    } else {
      now = r.created_at!;
    }
  }
  locked.sort((a, b) => a.id - b.id);
  const distinct = new Set(locked.map((a) => a.id)).size;
  return { stored, locked: distinct === accounts.length ? locked : null, transactionIds, now };
}

export type BatchTransaction = {
  id: number;
  merchantId: number;
  key: string;
  payloadHash: string;
  kind: string;
  status: 'committed' | 'failed';
  failureCode: string | null;
  currency: string;
  memo: string | null;
  reference: string | null;
};

export type BatchEntry = {
  merchantId: number;
  transactionId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
};

export type BatchWalletEvent = {
  merchantId: number;
  /** The wallet's account, for the shift its balance may take (`BalanceGuard`). */
  accountId: number;
  memberId: number;
  currency: string;
  balance: number;
  transactionId: number;
};

export type BatchWrite = {
  transactions: BatchTransaction[];
  entries: BatchEntry[];
  balances: { id: number; balance: number }[];
  events: BatchWalletEvent[];
  audits: { actor: Actor; change: AuditChange }[];
};

/**
 * Balances a batch was computed on, read without locks (or remembered). Its write locks
 * them, and what another writer moved meanwhile shifts the batch's entries and balance on
 * that account by the difference. A strict account (one that may not go below zero) takes
 * the shift only while every balance the batch leaves on it stays at or above zero
 * (`lowest` + shift), and may not rise when a posting of the batch failed on it for lack of
 * money (`mayRise` false): that posting might have passed on the higher balance.
 */
export type BalanceGuard = {
  id: number;
  balance: number;
  strict: boolean;
  /** The lowest balance the batch leaves the account at (its balance when no entry). */
  lowest: number;
  mayRise: boolean;
}[];

/** SQLSTATE of `sorteo_refuse` (migration 0020). */
const REFUSED = 'SR001';
const STALE = 'stale';

/** The ledger's own refusal: a strict balance could not carry what moved since the read. */
export const isStaleRefusal = (error: unknown) => refusalReason(error) === STALE;

/** The reason a statement refused itself (`sorteo_refuse`), or null for another error. */
export function refusalReason(error: unknown): string | null {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === REFUSED && typeof e.message === 'string' ? e.message : null;
}

/**
 * Writes a batch in one statement: its transactions, entries, new balances, wallet events
 * and audit rows, and answers how many transactions it wrote with the statement's time.
 *
 * In a transaction that holds the accounts' locks (no guard), a key another session wrote
 * meanwhile is skipped; then nothing but the other transactions is written and the count
 * tells the caller, who gives the batch up. Guarded, the statement is a transaction of its
 * own: it locks the accounts in ascending id order, and what other writers wrote since the
 * read shifts the batch's rows on each account (`BalanceGuard` says when a strict one may
 * not take it: then nothing is written, count 0), so a balance remembered from an earlier
 * batch does; a key written meanwhile fails it whole (unique violation). Entries go in
 * array order, so their ids follow the postings.
 *
 * `reserve` more transaction ids are taken for batches to come (`reserved`). `whole` is for a
 * write that other statements follow in its transaction: should any transaction not be
 * written, the statement fails (`sorteo_refuse('stale')`) instead of answering a count, so
 * nothing that follows stands.
 */
export async function writeBatch(
  db: Db,
  batch: BatchWrite,
  { guard, reserve = 0, whole = false }: BatchWriteOptions = {},
): Promise<BatchWritten> {
  const { transactions: t, entries: e, balances: b, events: v } = batch;
  const held = guard
    ? sql`held as (
      select a.id, a.balance
      from (select id from unnest(${guard.map((g) => g.id)}::bigint[]) as g(id) order by id) g
      cross join lateral (
        select id, balance from ledger_account where id = g.id limit 1 for update
      ) a
    ),
    shift as (
      select held.id, held.balance - g.balance as delta, g.strict, g.lowest, g.may_rise
      from held
      join unnest(${guard.map((g) => g.id)}::bigint[], ${guard.map((g) => g.balance)}::bigint[],
        ${guard.map((g) => g.strict)}::boolean[], ${guard.map((g) => g.lowest)}::bigint[],
        ${guard.map((g) => g.mayRise)}::boolean[])
        as g(id, balance, strict, lowest, may_rise) on g.id = held.id
    ),
    unchanged as (
      select count(*) = ${guard.length}::int and coalesce(bool_and(delta = 0 or not strict
        or (lowest + delta >= 0 and (delta < 0 or may_rise))), true) as ok from shift
    ),
    moved as (select id, delta from shift where delta <> 0),`
    : sql``;
  // Unguarded, the accounts are locked since the balances were read: nothing to shift.
  // Guarded, only the accounts that moved are looked through (a house account or none), as
  // every entry of the batch looks.
  const shifted = (column: string, id: string) =>
    guard
      ? sql`${sql.ref(column)} + coalesce((select delta from moved where moved.id = ${sql.ref(id)}), 0)`
      : sql.ref(column);
  const { rows } = await sql<{
    written: string | number;
    now: Date;
    reserved: (string | number)[] | null;
    shifts?: Record<string, string | number> | null;
  }>`${sql.raw(PREPARED)}
    with ${held} tx as (
      insert into ledger_transaction (id, merchant_id, idempotency_key, payload_hash, kind,
        status, failure_code, currency, memo, reference)
      overriding system value
      select * from json_to_recordset(${jsonRows(t)}::json) as n(id bigint,
        "merchantId" int, key text, "payloadHash" text, kind text, status text,
        "failureCode" text, currency text, memo text, reference text)
      ${sql.raw(guard ? 'where (select ok from unchanged)' : 'on conflict (merchant_id, idempotency_key) do nothing')}
      returning id
    ),
    complete as (select count(*) = ${t.length} as ok from tx),
    entry as (
      insert into ledger_entry (merchant_id, transaction_id, account_id, amount, balance_after)
      select n."merchantId", n."transactionId", n."accountId", n.amount,
        ${shifted('n.balanceAfter', 'n.accountId')}
      from json_to_recordset(${jsonRows(e)}::json) as n("merchantId" int,
        "transactionId" bigint, "accountId" bigint, amount bigint, "balanceAfter" bigint)
      where (select ok from complete)
    ),
    balance as (
      update ledger_account a set balance = ${shifted('n.balance', 'n.id')}
      from unnest(${b.map((x) => x.id)}::bigint[], ${b.map((x) => x.balance)}::bigint[])
        as n(id, balance)
      where a.id = n.id and a.id = any(${b.map((x) => x.id)}::bigint[])
        and (select ok from complete)
    ),
    event as (
      insert into wallet_event (merchant_id, member_id, currency, balance, transaction_id)
      select n."merchantId", n."memberId", n.currency, ${shifted('n.balance', 'n.accountId')},
        n."transactionId"
      from json_to_recordset(${jsonRows(v)}::json) as n("merchantId" int, "accountId" bigint,
        "memberId" int, currency text, balance bigint, "transactionId" bigint)
      where (select ok from complete)
    ),
    audit as (${recordChangesSql(batch.audits, sql<boolean>`(select ok from complete)`)})
    select count(*) as written, now() as now,
      (select array_agg(nextval((select pg_get_serial_sequence('ledger_transaction', 'id')::regclass)))
        from generate_series(1, ${reserve}::int)) as reserved
      ${guard ? sql`, (select json_object_agg(id, delta) from moved) as shifts` : sql``}
      ${
        // Rows follow in the same transaction: they may stand only with all the money.
        whole
          ? sql`, case when not (select ok from complete) then sorteo_refuse(${STALE}) end
            as refusal`
          : sql``
      }
    from tx
  `.execute(db);
  const { written, now, reserved, shifts } = rows[0]!;
  return {
    written: Number(written),
    now,
    reserved: (reserved ?? []).map(Number),
    shifts: new Map(Object.entries(shifts ?? {}).map(([id, d]) => [Number(id), Number(d)])),
  };
}

/** How `writeBatch` writes: see there. */
export type BatchWriteOptions = { guard?: BalanceGuard; reserve?: number; whole?: boolean };

/**
 * What a batch's write did: transactions written, the statement's time, ids taken ahead,
 * and the shift each account took because another writer moved it since the read.
 */
export type BatchWritten = {
  written: number;
  now: Date;
  reserved: number[];
  shifts: Map<number, number>;
};
