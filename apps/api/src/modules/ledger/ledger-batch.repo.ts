import type { Db } from '../../db/connection.js';
import type { StoredTransaction } from './ledger.repo.js';

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

export type BatchTransaction = {
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

/**
 * Inserts the batch's transactions; a key another process wrote meanwhile is skipped, so
 * the caller compares the count and gives up the batch when one is missing.
 */
export async function insertTransactions(
  db: Db,
  rows: BatchTransaction[],
): Promise<Map<string, { id: number; createdAt: Date }>> {
  if (rows.length === 0) return new Map();
  const written = await db
    .insertInto('ledger_transaction')
    .values(
      rows.map((t) => ({
        merchant_id: t.merchantId,
        idempotency_key: t.key,
        payload_hash: t.payloadHash,
        kind: t.kind,
        status: t.status,
        failure_code: t.failureCode,
        currency: t.currency,
        memo: t.memo,
        reference: t.reference,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning(['id', 'merchant_id', 'idempotency_key', 'created_at'])
    .execute();
  return new Map(
    written.map((r) => [
      keyOf(r.merchant_id, r.idempotency_key),
      { id: Number(r.id), createdAt: r.created_at },
    ]),
  );
}

export type BatchEntry = {
  merchantId: number;
  transactionId: number;
  accountId: number;
  amount: number;
  balanceAfter: number;
};

export async function insertBatchEntries(db: Db, entries: BatchEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('ledger_entry')
    .values(
      entries.map((e) => ({
        merchant_id: e.merchantId,
        transaction_id: e.transactionId,
        account_id: e.accountId,
        amount: e.amount,
        balance_after: e.balanceAfter,
      })),
    )
    .execute();
}

export type BatchWalletEvent = {
  merchantId: number;
  memberId: number;
  currency: string;
  balance: number;
  transactionId: number;
};

export async function insertBatchWalletEvents(db: Db, events: BatchWalletEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('wallet_event')
    .values(
      events.map((e) => ({
        merchant_id: e.merchantId,
        member_id: e.memberId,
        currency: e.currency,
        balance: e.balance,
        transaction_id: e.transactionId,
      })),
    )
    .execute();
}
