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

export async function findLock(db: Db, memberId: number) {
  return db
    .selectFrom('payment_password_lock')
    .select(['failures', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Counts one wrong guess in a single statement, so parallel guesses cannot slip past the
 * limit; a lock that has run out starts the count again. Answers the count and the lock.
 */
export async function countFailure(
  db: Db,
  memberId: number,
  at: { now: Date; lockAfter: number; lockUntil: Date },
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const { rows } = await sql<{ failures: number; locked_until: Date | string | null }>`
    insert into payment_password_lock as l (member_id, failures, locked_until, updated_at)
    values (${memberId}, 1, ${at.lockAfter <= 1 ? at.lockUntil : null}, ${at.now})
    on conflict (member_id) do update set
      failures = case when l.locked_until is not null and l.locked_until <= ${at.now}
        then 1 else l.failures + 1 end,
      locked_until = case
        when l.locked_until is not null and l.locked_until <= ${at.now} then null
        when l.failures + 1 >= ${at.lockAfter} then coalesce(l.locked_until, ${at.lockUntil})
        else l.locked_until end,
      updated_at = ${at.now}
    returning failures, locked_until`.execute(db);
  const row = rows[0]!;
  return {
    failures: Number(row.failures),
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
  };
}

export async function clearFailures(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('payment_password_lock').where('member_id', '=', memberId).execute();
}
