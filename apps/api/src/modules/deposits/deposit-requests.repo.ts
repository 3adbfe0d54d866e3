import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type Updateable,
} from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { pageOffset } from '../../lib/paging.js';
import type { DepositProofTable, DepositRequestTable } from '../../db/schema-deposits.js';

export type DepositRow = Selectable<DepositRequestTable> & { has_proof: boolean };
export type NewDeposit = Omit<Insertable<DepositRequestTable>, 'id'>;
export type DepositChanges = Updateable<DepositRequestTable>;

/** The request's columns, and whether a proof image came with it (never the image itself). */
function selectDeposits(db: Db) {
  return db
    .selectFrom('deposit_request as d')
    .selectAll('d')
    .select(
      sql<boolean>`exists (select 1 from deposit_proof p where p.deposit_id = d.id)`.as(
        'has_proof',
      ),
    );
}

export function findDeposit(
  db: Db,
  merchantId: number,
  id: number,
): Promise<DepositRow | undefined> {
  return selectDeposits(db)
    .where('d.merchant_id', '=', merchantId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** Locks the request for a decision; the caller's transaction holds it until commit. */
export async function lockDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  const row = await db
    .selectFrom('deposit_request')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return selectDeposits(db).where('d.id', '=', id).executeTakeFirst();
}

export function findByKey(
  db: Db,
  merchantId: number,
  memberId: number,
  key: string,
): Promise<DepositRow | undefined> {
  return selectDeposits(db)
    .where('d.merchant_id', '=', merchantId)
    .where('d.member_id', '=', memberId)
    .where('d.idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Inserts unless the member already used the key; answers the new id, or null. */
export async function insertDeposit(db: Db, row: NewDeposit): Promise<number | null> {
  const inserted = await db
    .insertInto('deposit_request')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

export async function updateDeposit(db: Db, id: number, changes: DepositChanges): Promise<void> {
  await db.updateTable('deposit_request').set(changes).where('id', '=', id).execute();
}

/** Fails a gateway order only while it waits for payment: a payment reported meanwhile wins. */
export async function failUnpaidOrder(db: Db, id: number, changes: DepositChanges): Promise<void> {
  await db
    .updateTable('deposit_request')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'awaiting_payment')
    .execute();
}

export async function insertProof(db: Db, proof: Selectable<DepositProofTable>): Promise<void> {
  await db.insertInto('deposit_proof').values(proof).execute();
}

export function findProof(db: Db, merchantId: number, depositId: number) {
  return db
    .selectFrom('deposit_proof as p')
    .innerJoin('deposit_request as d', 'd.id', 'p.deposit_id')
    .select(['p.content_type', 'p.bytes'])
    .where('d.merchant_id', '=', merchantId)
    .where('p.deposit_id', '=', depositId)
    .executeTakeFirst();
}

/** Whose requests a page lists: a merchant's, or one member's; of one status or all. */
export type DepositFilter = { merchantId: number; memberId?: number; status?: string };

function matching(filter: DepositFilter) {
  return (eb: ExpressionBuilder<Database & { d: DepositRequestTable }, 'd'>) => {
    const conditions = [eb('d.merchant_id', '=', filter.merchantId)];
    if (filter.memberId !== undefined) conditions.push(eb('d.member_id', '=', filter.memberId));
    if (filter.status) conditions.push(eb('d.status', '=', filter.status));
    return eb.and(conditions);
  };
}

/** One page of the requests, newest first, with the member's account name, and their count. */
export async function pageDeposits(
  db: Db,
  filter: DepositFilter,
  page: { pageNo: number; pageSize: number },
) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('deposit_request as d')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(matching(filter))
      .executeTakeFirstOrThrow(),
    selectDeposits(db)
      .innerJoin('member as m', 'm.id', 'd.member_id')
      .select('m.account')
      .where(matching(filter))
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.pageSize)
      .offset(pageOffset(page.pageNo, page.pageSize))
      .execute(),
  ]);
  return { total: count.n, rows };
}

export async function memberAccount(db: Db, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('member')
    .select('account')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.account;
}

/**
 * Gateway orders nobody paid before `cutoff` become expired, so no request waits forever
 * (and an abandoned order stops counting towards the player's limits).
 */
export async function expireUnpaidOrders(
  db: Db,
  merchantId: number,
  cutoff: Date,
  now: Date,
): Promise<void> {
  await db
    .updateTable('deposit_request')
    .set({ status: 'expired', completed_at: now, updated_at: now })
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'awaiting_payment')
    .where('created_at', '<', cutoff)
    .execute();
}

export type PeriodTotals = { day: number; week: number; month: number };

/**
 * What the member has asked to deposit (open or credited requests) since the start of the
 * day, week (from Monday) and month that contain `now` in the time zone.
 */
export async function periodTotals(
  db: Db,
  merchantId: number,
  memberId: number,
  statuses: readonly string[],
  now: Date,
  timeZone: string,
): Promise<PeriodTotals> {
  const start = (unit: 'day' | 'week' | 'month') =>
    sql`date_trunc(${unit}, ${now.toISOString()}::timestamptz, ${timeZone})`;
  const since = (unit: 'day' | 'week' | 'month') =>
    sql<string | number>`coalesce(sum(amount) filter (where created_at >= ${start(unit)}), 0)`;
  const row = await db
    .selectFrom('deposit_request')
    .select([since('day').as('day'), since('week').as('week'), since('month').as('month')])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', 'in', [...statuses])
    .where(sql<boolean>`created_at >= least(${start('week')}, ${start('month')})`)
    .executeTakeFirstOrThrow();
  return { day: Number(row.day), week: Number(row.week), month: Number(row.month) };
}
