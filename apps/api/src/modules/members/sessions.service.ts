import type { AccountType } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { coalescedReads } from '../../lib/coalesced-reads.js';
import { followNotices } from '../../db/notices.js';
import { SessionMemory, sessionsChanging } from './session-memory.js';
import {
  extendSession,
  findSessionsByHash,
  insertSession,
  revokeSession,
  type SessionRow,
} from './sessions.repo.js';

/** docs/sessions.md explains these figures. */
export const sessionLimits = {
  idleMs: 2 * 60 * 60_000,
  absoluteMs: 7 * 24 * 60 * 60_000,
  /** Sliding the idle expiry costs a write, so a busy client slides it at most once a minute. */
  touchEveryMs: 60_000,
} as const;

/** The channel of migration 0022's notices: a member id whose sessions changed. */
const SESSION_NOTICES = 'sorteo_sessions';

export type MemberSession = {
  sessionId: string | number;
  memberId: number;
  account: string;
  type: AccountType;
};

export type SessionOrigin = { merchantId: number; ip: string; userAgent: string | null };

/** Issues a new token; only its hash is kept. Must run in the transaction that grants it. */
export async function openSession(
  db: Db,
  memberId: number,
  origin: SessionOrigin,
  now: Date,
): Promise<string> {
  const token = newToken();
  const absoluteExpiresAt = new Date(now.getTime() + sessionLimits.absoluteMs);
  await insertSession(db, {
    ...origin,
    memberId,
    tokenHash: hashToken(token),
    at: now,
    idleExpiresAt: idleExpiry(now, absoluteExpiresAt),
    absoluteExpiresAt,
  });
  return token;
}

function idleExpiry(now: Date, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + sessionLimits.idleMs, absoluteExpiresAt.getTime()));
}

type SessionLookup = {
  read: (tokenHash: string) => Promise<SessionRow | undefined>;
  /** PostgreSQL: sessions read recently, while their changes are heard (docs/sessions.md). */
  memory: SessionMemory | null;
};

const lookups = new WeakMap<Db, SessionLookup>();

/**
 * Concurrent requests of one database share the session query. On PostgreSQL what it reads
 * is remembered while the server's notices of session changes are heard, so a revocation
 * counts from its commit in this process and from its notice in the others.
 */
function sessionLookup(db: Db): SessionLookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    const memory = new SessionMemory();
    const remembering = followNotices(db, SESSION_NOTICES, {
      notice: (payload) => memory.heard(payload),
      listening: (live) => memory.listening(live),
    });
    lookup = {
      read: coalescedReads(async (hashes: string[]) => {
        const mark = memory.mark;
        const rows = await findSessionsByHash(db, hashes);
        if (remembering) for (const row of rows.values()) memory.remember(row, mark);
        return rows;
      }),
      memory: remembering ? memory : null,
    };
    lookups.set(db, lookup);
  }
  return lookup;
}

const epoch = (value: Date | string) => new Date(value).getTime();

function isLive(row: SessionRow, merchantId: number, now: Date): boolean {
  return (
    Number(row.merchant_id) === merchantId &&
    row.revoked_at === null &&
    epoch(row.idle_expires_at) > now.getTime() &&
    epoch(row.absolute_expires_at) > now.getTime() &&
    row.status === 'active'
  );
}

/** The member behind a bearer token on this merchant, sliding the idle expiry; else null. */
export async function authenticateSession(
  db: Db,
  merchantId: number,
  token: string,
  now = new Date(),
): Promise<MemberSession | null> {
  const { read, memory } = sessionLookup(db);
  const tokenHash = hashToken(token);
  // A remembered session that no longer looks live is read again: another process may have
  // slid its idle expiry.
  const remembered = memory?.recall(tokenHash);
  const row =
    remembered && isLive(remembered, merchantId, now) ? remembered : await read(tokenHash);
  if (!row || !isLive(row, merchantId, now)) return null;
  if (now.getTime() - epoch(row.last_seen_at) >= sessionLimits.touchEveryMs) {
    const idleExpiresAt = idleExpiry(now, new Date(row.absolute_expires_at));
    await extendSession(db, row.session_id, now, idleExpiresAt);
    memory?.slid(tokenHash, now, idleExpiresAt);
  }
  return {
    sessionId: row.session_id,
    memberId: row.member_id,
    account: row.account,
    type: row.type as AccountType,
  };
}

export function endSession(db: Db, session: MemberSession, now = new Date()): Promise<void> {
  sessionsChanging(session.memberId);
  return revokeSession(db, session.sessionId, now);
}
