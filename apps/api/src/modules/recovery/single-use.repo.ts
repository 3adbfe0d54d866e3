import type { Db } from '../../db/connection.js';

/** Tables of tokens that are spent once and void once revoked or expired. */
type SingleUseTable = 'remember_token' | 'password_reset_link';

/** Spends a live token in one statement, so of two concurrent uses exactly one wins. */
export async function spendSingleUse(
  db: Db,
  table: SingleUseTable,
  id: string | number,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', id as never)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}
