import { rememberLimits } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { readSession } from '../members/index.js';
import {
  insertRememberToken,
  revokeMemberRememberTokens,
  revokeSessionRememberTokens,
} from './remember-tokens.repo.js';

export type RememberGrantFields = { rememberToken: string; rememberExpiresAt: number };

/**
 * A remember-me token for a session just opened: 256 random bits, stored as SHA-256, bound
 * to the member, the merchant and that session, and single use. It expires
 * `rememberLimits.hours` after the password sign-in; rotation keeps that expiry, so
 * remembering never outlives the day the password was typed.
 */
export async function issueRememberToken(
  db: Db,
  grant: { merchantId: number; memberId: number; sessionToken: string },
  now: Date,
  expiresAt = new Date(now.getTime() + rememberLimits.hours * 60 * 60_000),
): Promise<RememberGrantFields> {
  const session = await readSession(db, grant.merchantId, grant.sessionToken, now);
  if (!session || session.memberId !== grant.memberId) {
    throw new Error('remember-me needs the live session it is issued with');
  }
  const rememberToken = newToken();
  await insertRememberToken(db, {
    merchantId: grant.merchantId,
    memberId: grant.memberId,
    sessionId: session.sessionId,
    tokenHash: hashToken(rememberToken),
    at: now,
    expiresAt,
  });
  return { rememberToken, rememberExpiresAt: expiresAt.getTime() };
}

/** Logout of a session takes the remember-me token it issued with it. */
export function forgetSessionRememberTokens(
  db: Db,
  sessionId: string | number,
  now = new Date(),
): Promise<void> {
  return revokeSessionRememberTokens(db, sessionId, now);
}

export function forgetMemberRememberTokens(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<void> {
  return revokeMemberRememberTokens(db, memberId, now);
}
