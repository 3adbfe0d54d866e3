import type { Db } from '../../db/connection.js';

/** What replacing a member's password writes: the new hash and the end of other sessions. */

export async function setMemberPassword(
  db: Db,
  memberId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('member')
    .set({
      password_hash: passwordHash,
      password_set: true,
      password_changed_at: at,
      password_expires_at: null,
    })
    .where('id', '=', memberId)
    .execute();
}

/** Revokes every live session of the member, but `keepSessionId` when given. */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  at: Date,
  keepSessionId: string | number | null,
): Promise<void> {
  let query = db
    .updateTable('member_session')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId as never);
  await query.execute();
}
