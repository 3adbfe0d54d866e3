import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { NewMember } from '../../db/schema.js';

export function findMemberByAccount(db: Db, merchantId: number, account: string) {
  return db
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
}

export function findMemberByAffiliateCode(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('member')
    .select(['id', 'type', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('affiliate_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export function findMemberByReferralCode(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('member')
    .select(['id', 'type', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export async function insertMember(db: Db, row: NewMember): Promise<number> {
  const { id } = await db
    .insertInto('member')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The member's own row (depth 0) and one row for each of the upline's ancestors. */
export async function linkIntoUplineChain(
  db: Db,
  memberId: number,
  uplineId: number | null,
): Promise<void> {
  await db
    .insertInto('member_upline_closure')
    .values({ ancestor_id: memberId, descendant_id: memberId, depth: 0 })
    .execute();
  if (uplineId === null) return;
  await db
    .insertInto('member_upline_closure')
    .columns(['ancestor_id', 'descendant_id', 'depth'])
    .expression(
      db
        .selectFrom('member_upline_closure')
        .select([
          'ancestor_id',
          sql<number>`${memberId}::integer`.as('descendant_id'),
          sql<number>`depth + 1`.as('depth'),
        ])
        .where('descendant_id', '=', uplineId),
    )
    .execute();
}

export async function recordLogin(db: Db, memberId: number, ip: string, at: Date): Promise<void> {
  await db
    .updateTable('member')
    .set({ last_login_at: at, last_login_ip: ip })
    .where('id', '=', memberId)
    .execute();
  await db
    .insertInto('known_login_ip')
    .values({ member_id: memberId, ip, first_seen_at: at, last_seen_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: at }))
    .execute();
}

/** The member with its upline's account and its club label, if any. */
export function findMemberInfoRow(db: Db, memberId: number) {
  return db
    .selectFrom('member as m')
    .leftJoin('member as up', 'up.id', 'm.upline_id')
    .leftJoin('member_club_label as mcl', 'mcl.member_id', 'm.id')
    .leftJoin('club_label as cl', 'cl.id', 'mcl.club_label_id')
    .select([
      'm.id',
      'm.account',
      'm.nickname',
      'm.type',
      'm.password_set',
      'm.country_dialing_code',
      'm.mobile_num',
      'up.account as upline_account',
      'cl.label_name as club_label_name',
      'cl.text_color as club_text_color',
      'cl.background_color as club_background_color',
      'cl.rank_level as club_rank_level',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
