import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/*
 * The payment password's hash lives on the member row, where registration writes it when
 * the merchant asks for one; its wrong guesses are counted here.
 */

export async function findPaymentPasswordHash(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member')
    .select('payment_password_hash')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.payment_password_hash ?? null;
}

export async function savePaymentPasswordHash(
  db: Db,
  memberId: number,
  hash: string,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ payment_password_hash: hash })
    .where('id', '=', memberId)
    .execute();
}

/**
 * The member's attempt row, locked until the caller's transaction ends: checks of one
 * member's payment password run one after another, each seeing the count the one before
 * left, so parallel guesses cannot all pass the limit.
 */
export async function lockAttempts(
  trx: Db,
  memberId: number,
  now: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  await sql`insert into payment_password_lock (member_id, failures, locked_until, updated_at)
    values (${memberId}, 0, null, ${now}) on conflict (member_id) do nothing`.execute(trx);
  const row = await trx
    .selectFrom('payment_password_lock')
    .select(['failures', 'locked_until'])
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return {
    failures: Number(row.failures),
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
  };
}

export async function saveAttempts(
  trx: Db,
  memberId: number,
  state: { failures: number; lockedUntil: Date | null; now: Date },
): Promise<void> {
  await trx
    .updateTable('payment_password_lock')
    .set({ failures: state.failures, locked_until: state.lockedUntil, updated_at: state.now })
    .where('member_id', '=', memberId)
    .execute();
}
