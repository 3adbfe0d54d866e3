import type { Db } from '../../db/connection.js';
import type { NewMember } from '../../db/schema.js';
import * as passwords from './member-password.repo.js';
import * as phones from './member-phone.repo.js';
import * as repo from './members.repo.js';
import { sessionsChanging } from './session-memory.js';

/*
 * What other modules read and write of a member's own row: look-ups by account or number,
 * a new member (free play, social sign-in), a login, a new password. Run inside the
 * caller's transaction when it passes one.
 */

/** The merchant's member with this account, whatever its case; undefined when none. */
export const findMemberByAccount = (db: Db, merchantId: number, account: string) =>
  repo.findMemberByAccount(db, merchantId, account);

/** The member a mobile number is bound to on this merchant. */
export const findMemberByMobile = (
  db: Db,
  merchantId: number,
  mobile: { dialingCode: string; number: string },
) => phones.findMemberByMobile(db, merchantId, mobile);

/** Writes the member and its place in the upline chain; answers the new member's id. */
export async function addMember(trx: Db, row: NewMember): Promise<number> {
  const memberId = await repo.insertMember(trx, row);
  await repo.linkIntoUplineChain(trx, memberId, row.upline_id ?? null);
  return memberId;
}

/** Stamps the login on the member and remembers the address it came from. */
export const recordLogin = (db: Db, memberId: number, ip: string, at: Date): Promise<void> =>
  repo.recordLogin(db, memberId, ip, at);

/**
 * Stores the member's new password hash and ends every session but `keepSessionId`
 * (docs/sessions.md: marked as changing before the write). Run it in a transaction.
 */
export async function setPassword(
  trx: Db,
  change: { memberId: number; passwordHash: string; keepSessionId: string | number | null },
  now: Date,
): Promise<void> {
  sessionsChanging(change.memberId);
  await passwords.setMemberPassword(trx, change.memberId, change.passwordHash, now);
  await passwords.revokeMemberSessions(trx, change.memberId, now, change.keepSessionId);
}
