import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { TransferDirection, VendorTransferOrderTable } from '../../db/schema-games.js';

export type TransferOrderRow = Selectable<VendorTransferOrderTable>;

export type NewTransferOrder = {
  orderRef: string;
  requestId: string;
  merchantId: number;
  memberId: number;
  vendorCode: string;
  direction: TransferDirection;
  amount: number;
  currency: string;
};

/** Writes a pending order; null when the member already sent this `requestId`. */
export async function insertTransferOrder(
  db: Db,
  o: NewTransferOrder,
): Promise<TransferOrderRow | null> {
  const row = await db
    .insertInto('vendor_transfer_order')
    .values({
      order_ref: o.orderRef,
      request_id: o.requestId,
      merchant_id: o.merchantId,
      member_id: o.memberId,
      vendor_code: o.vendorCode,
      direction: o.direction,
      amount: o.amount,
      currency: o.currency,
    })
    .onConflict((c) => c.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function findOrderByRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<TransferOrderRow | undefined> {
  return db
    .selectFrom('vendor_transfer_order')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function findOrder(db: Db, orderRef: string): Promise<TransferOrderRow | undefined> {
  return db
    .selectFrom('vendor_transfer_order')
    .selectAll()
    .where('order_ref', '=', orderRef)
    .executeTakeFirst();
}

/**
 * Resolves an order that is still open, once: answers the row when this call resolved it,
 * null when it was resolved already (by the answer, the status query or the reconciliation).
 */
export async function resolveOrder(
  trx: Db,
  orderRef: string,
  to: { status: 'confirmed' | 'failed'; failureCode: string | null; vendorBalance: number | null },
  by: 'answer' | 'status-query' | 'reconciliation',
  at: Date,
): Promise<TransferOrderRow | null> {
  const row = await trx
    .updateTable('vendor_transfer_order')
    .set({
      status: to.status,
      failure_code: to.failureCode,
      vendor_balance: to.vendorBalance,
      resolved_at: at,
      resolved_by: by,
    })
    .where('order_ref', '=', orderRef)
    .where('status', 'in', ['pending', 'unknown'])
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The vendor's answer was lost: the order waits for its status query. */
export async function markUnknown(db: Db, orderRef: string): Promise<void> {
  await db
    .updateTable('vendor_transfer_order')
    .set({ status: 'unknown' })
    .where('order_ref', '=', orderRef)
    .where('status', '=', 'pending')
    .execute();
}

/** Orders still open that were written before `before`, oldest first. */
export function openOrdersBefore(db: Db, before: Date, limit: number): Promise<TransferOrderRow[]> {
  return db
    .selectFrom('vendor_transfer_order')
    .selectAll()
    .where('status', 'in', ['pending', 'unknown'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Money of the member's open orders per vendor: on its way, neither here nor there. */
export async function inTransitOf(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('vendor_transfer_order')
    .select(['vendor_code', sql<string>`sum(amount)`.as('amount')])
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'unknown'])
    .groupBy('vendor_code')
    .execute();
  return new Map(rows.map((r) => [r.vendor_code, Number(r.amount)]));
}

export async function pageOrders(
  db: Db,
  memberId: number,
  q: { vendor?: string | undefined; pageNo: number; pageSize: number },
): Promise<{ rows: (TransferOrderRow & { vendor_name: string })[]; total: number }> {
  let base = db
    .selectFrom('vendor_transfer_order as o')
    .innerJoin('vendor as v', 'v.code', 'o.vendor_code')
    .where('o.member_id', '=', memberId);
  if (q.vendor) base = base.where('o.vendor_code', '=', q.vendor);
  const [rows, count] = await Promise.all([
    base
      .selectAll('o')
      .select('v.name as vendor_name')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
