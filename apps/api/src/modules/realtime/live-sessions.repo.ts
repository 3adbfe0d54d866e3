import type { Db } from '../../db/connection.js';

/**
 * Of these member sessions, the ones still live: not revoked (logout, password change) and
 * within both expiries. Read without sliding the idle expiry: an open socket alone does not
 * keep a session alive.
 */
export async function liveSessionIds(
  db: Db,
  sessionIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_session')
    .select('id')
    .where('id', 'in', sessionIds as never[])
    .where('revoked_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .execute();
  return new Set(rows.map((r) => String(r.id)));
}
