import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Updateable } from 'kysely';
import type { WithdrawalRequestTable } from '../../db/schema-withdrawals.js';

export type NewWithdrawal = {
  merchantId: number;
  memberId: number;
  idempotencyKey: string;
  amount: number;
  currency: string;
  receivingAccount: {
    id: number;
    kind: string;
    provider: string;
    holder_name: string;
    account_number: string;
  };
};

/** Inserts the request unless the member already used the key; answers the new id or null. */
export async function insertWithdrawal(db: Db, row: NewWithdrawal): Promise<number | null> {
  const inserted = await db
    .insertInto('withdrawal_request')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      idempotency_key: row.idempotencyKey,
      amount: row.amount,
      currency: row.currency,
      receiving_account_id: row.receivingAccount.id,
      receiving_kind: row.receivingAccount.kind,
      receiving_provider: row.receivingAccount.provider,
      receiving_holder_name: row.receivingAccount.holder_name,
      receiving_account_number: row.receivingAccount.account_number,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

const FAILED = 'failed';

/**
 * A request refused for lack of money stays, marked failed, so its idempotency key keeps
 * answering the refusal; no list and no operator look-up shows it.
 */
export function markWithdrawalFailed(db: Db, id: number) {
  return db
    .updateTable('withdrawal_request')
    .set({ status: FAILED })
    .where('id', '=', id)
    .execute();
}

export function findWithdrawalByKey(db: Db, merchantId: number, memberId: number, key: string) {
  return db
    .selectFrom('withdrawal_request')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** One request of the merchant, locked for the change about to be made to it. */
export function lockWithdrawal(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('withdrawal_request')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findWithdrawal(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('withdrawal_request')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '!=', FAILED)
    .executeTakeFirst();
}

export type WithdrawalChange = Pick<
  Updateable<WithdrawalRequestTable>,
  | 'status'
  | 'reject_reason'
  | 'hold_transaction_id'
  | 'settle_transaction_id'
  | 'refund_transaction_id'
  | 'paid_at'
  | 'confirm_by'
  | 'confirmed_at'
  | 'resolved_at'
>;

export async function updateWithdrawal(db: Db, id: number, change: WithdrawalChange, now: Date) {
  return db
    .updateTable('withdrawal_request')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function pageMemberWithdrawals(
  db: Db,
  memberId: number,
  limit: number,
  offset: number,
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('withdrawal_request')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '!=', FAILED)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('withdrawal_request')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '!=', FAILED)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function pageMerchantWithdrawals(
  db: Db,
  merchantId: number,
  filter: { status?: string | undefined; limit: number; offset: number },
) {
  let query = db
    .selectFrom('withdrawal_request as w')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .where('w.merchant_id', '=', merchantId)
    .where('w.status', '!=', FAILED);
  if (filter.status) query = query.where('w.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    query
      .selectAll('w')
      .select([
        'm.account',
        sql<boolean>`exists (select 1 from withdrawal_proof p where p.withdrawal_id = w.id)`.as(
          'has_proof',
        ),
      ])
      .orderBy('w.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findMemberAccountName(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select('account')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function hasProof(db: Db, withdrawalId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawal_proof')
    .select('withdrawal_id')
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveProof(
  db: Db,
  withdrawalId: number,
  proof: { contentType: string; image: Uint8Array },
): Promise<void> {
  await db
    .insertInto('withdrawal_proof')
    .values({ withdrawal_id: withdrawalId, content_type: proof.contentType, image: proof.image })
    .onConflict((oc) =>
      oc.column('withdrawal_id').doUpdateSet({
        content_type: proof.contentType,
        image: proof.image,
      }),
    )
    .execute();
}

export function findProof(db: Db, withdrawalId: number) {
  return db
    .selectFrom('withdrawal_proof')
    .select(['content_type', 'image'])
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
}

/** Paid requests whose confirmation window closed: they count as received. */
export async function markOverdueReceived(db: Db, now: Date): Promise<number> {
  const rows = await db
    .updateTable('withdrawal_request')
    .set({ status: 'auto_received', confirmed_at: now, updated_at: now })
    .where('status', '=', 'paid')
    .where('confirm_by', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
}
