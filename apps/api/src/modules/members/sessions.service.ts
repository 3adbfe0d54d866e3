import type { AccountType } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { sessionsChanging } from './session-memory.js';
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

const epoch = (value: Date | string) => new Date(value).getTime();

/** Whether a session row lets its token in on this merchant at this instant. */
export function isLive(row: SessionRow, merchantId: number, now: Date): boolean {
  return (
    Number(row.merchant_id) === merchantId &&
    row.revoked_at === null &&
    epoch(row.idle_expires_at) > now.getTime() &&
    epoch(row.absolute_expires_at) > now.getTime() &&
    row.status === 'active'
  );
}

export const sessionOf = (row: SessionRow): MemberSession => ({
  sessionId: row.session_id,
  memberId: row.member_id,
  account: row.account,
  type: row.type as AccountType,
});

/**
 * Slides a session's idle expiry when it was last seen `touchEveryMs` ago or more; answers
 * the new expiry, or null when it was not due.
 */
export async function touchSession(db: Db, row: SessionRow, now: Date): Promise<Date | null> {
  if (now.getTime() - epoch(row.last_seen_at) < sessionLimits.touchEveryMs) return null;
  const idleExpiresAt = idleExpiry(now, new Date(row.absolute_expires_at));
  await extendSession(db, row.session_id, now, idleExpiresAt);
  return idleExpiresAt;
}

/**
 * The live session behind a token, read from the table (in the caller's transaction when
 * there is one), nothing remembered: for a session just opened. Requests go through
 * `SessionLookup`.
 */
export async function readSession(
  db: Db,
  merchantId: number,
  token: string,
  now: Date,
): Promise<MemberSession | null> {
  const row = (await findSessionsByHash(db, [hashToken(token)])).get(hashToken(token));
  return row && isLive(row, merchantId, now) ? sessionOf(row) : null;
}

export function endSession(db: Db, session: MemberSession, now = new Date()): Promise<void> {
  sessionsChanging(session.memberId);
  return revokeSession(db, session.sessionId, now);
}
