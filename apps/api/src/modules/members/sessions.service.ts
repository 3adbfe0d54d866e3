import type { AccountType } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { coalescedReads } from '../../lib/coalesced-reads.js';
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

type SessionLookup = (tokenHash: string) => Promise<SessionRow | undefined>;

const lookups = new WeakMap<Db, SessionLookup>();

/**
 * Concurrent requests of one database share the session query; nothing is cached, so a
 * logout or a revoked session committed before the request is always seen.
 */
function sessionLookup(db: Db): SessionLookup {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = coalescedReads((hashes) => findSessionsByHash(db, hashes));
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
  const row = await sessionLookup(db)(hashToken(token));
  if (!row || !isLive(row, merchantId, now)) return null;
  if (now.getTime() - epoch(row.last_seen_at) >= sessionLimits.touchEveryMs) {
    await extendSession(
      db,
      row.session_id,
      now,
      idleExpiry(now, new Date(row.absolute_expires_at)),
    );
  }
  return {
    sessionId: row.session_id,
    memberId: row.member_id,
    account: row.account,
    type: row.type as AccountType,
  };
}

export function endSession(db: Db, sessionId: string | number, now = new Date()): Promise<void> {
  return revokeSession(db, sessionId, now);
}
