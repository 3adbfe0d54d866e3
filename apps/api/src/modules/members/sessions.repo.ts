import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/connection.js';
import { PREPARED } from '../../db/prepared-statements.js';

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

/** A session with its member, whatever its state: the caller decides whether it is live. */
export type SessionRow = {
  token_hash: string;
  session_id: string | number;
  merchant_id: number;
  revoked_at: Date | null;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  last_seen_at: Date;
  member_id: number;
  account: string;
  type: number;
  status: string;
};

/**
 * The sessions of the token hashes in `$1`. Every signed-in player request asks it, so its
 * text is written once, the same for any number of tokens (an array), and runs as a
 * prepared statement. Each token is looked up on its own through the unique index (a
 * lateral join with `limit 1`): a plain join let the generic plan hash the whole session
 * and member tables instead.
 */
export const SESSIONS_BY_HASH = `${PREPARED}
    select found.*
    from unnest($1::text[]) as t(token_hash)
    cross join lateral (
      select s.token_hash, s.id as session_id, s.merchant_id, s.revoked_at, s.idle_expires_at,
        s.absolute_expires_at, s.last_seen_at, m.id as member_id, m.account, m.type, m.status
      from member_session s join member m on m.id = s.member_id
      where s.token_hash = t.token_hash
      limit 1
    ) found`;

export async function findSessionsByHash(
  db: Db,
  tokenHashes: string[],
): Promise<Map<string, SessionRow>> {
  const { rows } = await db.executeQuery<SessionRow>(
    CompiledQuery.raw(SESSIONS_BY_HASH, [tokenHashes]),
  );
  return new Map(rows.map((r) => [r.token_hash, r]));
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

/**
 * Whether a sign-in session has not been ended: not revoked (logout, password change), not
 * past its absolute expiry, its member active. Idle time does not end it here: a player
 * inside a vendor's game does not call the site.
 */
export async function sessionNotEnded(
  db: Db,
  sessionId: string | number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select('s.id')
    .where('s.id', '=', sessionId as number)
    .where('s.revoked_at', 'is', null)
    .where('s.absolute_expires_at', '>', now)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}
