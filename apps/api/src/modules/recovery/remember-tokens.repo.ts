import type { Db } from '../../db/connection.js';
import { spendSingleUse } from './single-use.repo.js';

export type NewRememberToken = {
  merchantId: number;
  memberId: number;
  sessionId: string | number;
  tokenHash: string;
  at: Date;
  expiresAt: Date;
};

export async function insertRememberToken(db: Db, t: NewRememberToken): Promise<void> {
  await db
    .insertInto('remember_token')
    .values({
      merchant_id: t.merchantId,
      member_id: t.memberId,
      session_id: t.sessionId,
      token_hash: t.tokenHash,
      created_at: t.at,
      expires_at: t.expiresAt,
    })
    .execute();
}

/** The token of this merchant with its member, whatever its state. */
export function findRememberToken(db: Db, merchantId: number, tokenHash: string) {
  return db
    .selectFrom('remember_token as t')
    .innerJoin('member as m', 'm.id', 't.member_id')
    .select([
      't.id',
      't.expires_at',
      't.used_at',
      't.revoked_at',
      'm.id as member_id',
      'm.account',
      'm.type',
      'm.status',
      'm.password_hash',
      'm.password_expires_at',
      'm.last_login_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Spends a live token in one statement, so a token replayed concurrently wins once. */
export function spendRememberToken(db: Db, id: string | number, now: Date): Promise<boolean> {
  return spendSingleUse(db, 'remember_token', id, now);
}

const live = (db: Db, now: Date) =>
  db
    .updateTable('remember_token')
    .set({ revoked_at: now })
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null);

export async function revokeMemberRememberTokens(
  db: Db,
  memberId: number,
  now: Date,
): Promise<void> {
  await live(db, now).where('member_id', '=', memberId).execute();
}

export async function revokeSessionRememberTokens(
  db: Db,
  sessionId: string | number,
  now: Date,
): Promise<void> {
  await live(db, now)
    .where('session_id', '=', sessionId as never)
    .execute();
}
