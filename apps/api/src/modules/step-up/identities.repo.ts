import type { Db } from '../../db/connection.js';

export type IdentityKey = { merchantId: number; provider: string; subject: string };

/** The member behind a social identity, with what decides whether they may sign in. */
export function findIdentityMember(db: Db, key: IdentityKey) {
  return db
    .selectFrom('member_identity as i')
    .innerJoin('member as m', 'm.id', 'i.member_id')
    .select(['i.id as identity_id', 'm.id', 'm.type', 'm.status'])
    .where('i.merchant_id', '=', key.merchantId)
    .where('i.provider', '=', key.provider)
    .where('i.subject', '=', key.subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Db,
  key: IdentityKey,
  memberId: number,
  email: string | null,
  at: Date,
): Promise<void> {
  await db
    .insertInto('member_identity')
    .values({
      merchant_id: key.merchantId,
      provider: key.provider,
      subject: key.subject,
      member_id: memberId,
      email,
      created_at: at,
      last_login_at: at,
    })
    .execute();
}

export async function touchIdentity(
  db: Db,
  identityId: string | number,
  email: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('member_identity')
    .set({ last_login_at: at, ...(email ? { email } : {}) })
    .where('id', '=', identityId)
    .execute();
}
