import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { PREPARED } from '../../db/prepared-statements.js';
import { toMinor } from '../../lib/money.js';

export type WalletEvent = {
  id: number;
  merchantId: number;
  memberId: number;
  currency: string;
  balance: number;
  transactionId: number;
};

const columns = [
  'id',
  'merchant_id',
  'member_id',
  'currency',
  'balance',
  'transaction_id',
] as const;

type Row = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  currency: string;
  balance: string | number;
  transaction_id: string | number;
};

const toEvent = (row: Row): WalletEvent => ({
  id: Number(row.id),
  merchantId: row.merchant_id,
  memberId: row.member_id,
  currency: row.currency,
  balance: toMinor(row.balance),
  transactionId: Number(row.transaction_id),
});

/** The newest event id, or 0 on an empty outbox. */
export async function latestEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('wallet_event')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? 0 : Number(row.id);
}

/**
 * Asked after every batch the ledger commits, so its text is written out once and runs as a
 * prepared statement (building and planning it each time cost more than the rows it reads).
 */
const EVENTS_AFTER = `${PREPARED} select ${columns.join(', ')} from wallet_event
  where id > $1 order by id limit $2`;

export async function eventsAfter(db: Db, id: number, limit: number): Promise<WalletEvent[]> {
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(EVENTS_AFTER, [id, limit]));
  return rows.map(toEvent);
}

export async function eventsWithIds(db: Db, ids: number[]): Promise<WalletEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('wallet_event')
    .select(columns)
    .where('id', 'in', ids as never[])
    .orderBy('id')
    .execute();
  return rows.map(toEvent);
}

/** Deletes events older than the window, by the database clock that stamped them. */
export async function pruneEvents(db: Db, olderThanMs: number): Promise<number> {
  const result = await db
    .deleteFrom('wallet_event')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
