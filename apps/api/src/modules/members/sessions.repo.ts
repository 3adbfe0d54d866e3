import type { Db } from '../../db/connection.js';

export type NewSession = {
  merchantId: number;
  memberId: number;
  tokenHash: string;
  ip: string;
  userAgent: string | null;
  at: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
};

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db
    .insertInto('member_session')
    .values({
      merchant_id: s.merchantId,
      member_id: s.memberId,
      token_hash: s.tokenHash,
      created_at: s.at,
      last_seen_at: s.at,
      idle_expires_at: s.idleExpiresAt,
      absolute_expires_at: s.absoluteExpiresAt,
      ip: s.ip,
      user_agent: s.userAgent,
    })
    .execute();
}

/** A session that is neither revoked nor past either expiry, with its member. */
export function findLiveSession(db: Db, merchantId: number, tokenHash: string, now: Date) {
  return db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      's.absolute_expires_at',
      'm.id as member_id',
      'm.account',
      'm.type',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.merchant_id', '=', merchantId)
    .where('s.revoked_at', 'is', null)
    .where('s.idle_expires_at', '>', now)
    .where('s.absolute_expires_at', '>', now)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
}

export async function extendSession(
  db: Db,
  sessionId: string | number,
  at: Date,
  idleExpiresAt: Date,
): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ last_seen_at: at, idle_expires_at: idleExpiresAt })
    .where('id', '=', sessionId as never)
    .execute();
}

export async function revokeSession(db: Db, sessionId: string | number, at: Date): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: at })
    .where('id', '=', sessionId as never)
    .where('revoked_at', 'is', null)
    .execute();
}
