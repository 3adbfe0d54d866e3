import type { Db } from '../../db/connection.js';

/** The merchant's member as operators see it, with the direct upline's account. */
export function findAdminMemberRow(db: Db, memberId: number) {
  return db
    .selectFrom('member as m')
    .leftJoin('member as up', 'up.id', 'm.upline_id')
    .select([
      'm.account',
      'm.type',
      'm.status',
      'm.nickname',
      'm.affiliate_code',
      'm.referral_code',
      'm.created_at',
      'm.last_login_at',
      'up.account as upline_account',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** Holds the member's row until the transaction ends, so two type changes take turns. */
export function lockMemberType(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['type', 'affiliate_code'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function affiliateCodeTaken(
  db: Db,
  merchantId: number,
  code: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('affiliate_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setMemberType(
  db: Db,
  memberId: number,
  change: { type: number; affiliateCode: string | null },
): Promise<void> {
  await db
    .updateTable('member')
    .set({ type: change.type, affiliate_code: change.affiliateCode })
    .where('id', '=', memberId)
    .execute();
}
