import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { spendSingleUse } from './single-use.repo.js';

export type NewResetLink = {
  merchantId: number;
  memberId: number;
  tokenHash: string;
  at: Date;
  expiresAt: Date;
};

export async function insertResetLink(db: Db, link: NewResetLink): Promise<string | number> {
  const { id } = await db
    .insertInto('password_reset_link')
    .values({
      merchant_id: link.merchantId,
      member_id: link.memberId,
      token_hash: link.tokenHash,
      created_at: link.at,
      expires_at: link.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A link that is neither spent, revoked nor expired, with its member's account. */
export function findLiveResetLink(db: Db, merchantId: number, tokenHash: string, now: Date) {
  return db
    .selectFrom('password_reset_link as l')
    .innerJoin('member as m', 'm.id', 'l.member_id')
    .select(['l.id', 'l.member_id', 'l.expires_at', 'm.account'])
    .where('l.token_hash', '=', tokenHash)
    .where('l.merchant_id', '=', merchantId)
    .where('l.used_at', 'is', null)
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a live link in one statement, so of two concurrent uses exactly one wins. */
export function spendResetLink(db: Db, id: string | number, now: Date): Promise<boolean> {
  return spendSingleUse(db, 'password_reset_link', id, now);
}

/** Voids every live link of the member but `exceptId` (a newer request supersedes them). */
export async function revokeResetLinks(
  db: Db,
  memberId: number,
  now: Date,
  exceptId: string | number | null = null,
): Promise<void> {
  let query = db
    .updateTable('password_reset_link')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null);
  if (exceptId !== null) query = query.where('id', '!=', exceptId as never);
  await query.execute();
}

export async function deleteResetLink(db: Db, id: string | number): Promise<void> {
  await db
    .deleteFrom('password_reset_link')
    .where('id', '=', id as never)
    .execute();
}

/** Links still usable, for tests and for counting what a request left behind. */
export async function countLiveResetLinks(db: Db, memberId: number, now: Date): Promise<number> {
  const { n } = await db
    .selectFrom('password_reset_link')
    .select(sql<string>`count(*)`.as('n'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(n);
}
