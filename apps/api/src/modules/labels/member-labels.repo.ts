import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ClubLabelRow } from './club-labels.repo.js';
import type { VipLabelRow } from './vip-labels.repo.js';

export function clubLabelOf(db: Db, memberId: number): Promise<ClubLabelRow | undefined> {
  return db
    .selectFrom('member_club_label as mcl')
    .innerJoin('club_label as cl', 'cl.id', 'mcl.club_label_id')
    .selectAll('cl')
    .where('mcl.member_id', '=', memberId)
    .executeTakeFirst();
}

/** The member's VIP labels, ordered by name. */
export function vipLabelsOf(db: Db, memberId: number): Promise<VipLabelRow[]> {
  return db
    .selectFrom('member_vip_label as mvl')
    .innerJoin('vip_label as vl', 'vl.id', 'mvl.vip_label_id')
    .selectAll('vl')
    .where('mvl.member_id', '=', memberId)
    .orderBy(sql`lower(vl.label_name)`)
    .orderBy('vl.label_name')
    .orderBy('vl.id')
    .execute();
}

/** Gives the member this club label in place of any other. */
export async function setClubLabel(
  db: Db,
  merchantId: number,
  memberId: number,
  clubLabelId: number,
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('member_club_label')
    .values({
      member_id: memberId,
      merchant_id: merchantId,
      club_label_id: clubLabelId,
      assigned_at: now,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ club_label_id: clubLabelId, assigned_at: now }),
    )
    .execute();
}

export async function clearClubLabel(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('member_club_label').where('member_id', '=', memberId).execute();
}

/** Adding a label the member already holds changes nothing. */
export async function addVipLabel(
  db: Db,
  merchantId: number,
  memberId: number,
  vipLabelId: number,
): Promise<void> {
  await db
    .insertInto('member_vip_label')
    .values({
      member_id: memberId,
      merchant_id: merchantId,
      vip_label_id: vipLabelId,
      assigned_at: new Date(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'vip_label_id']).doNothing())
    .execute();
}

export async function removeVipLabel(db: Db, memberId: number, vipLabelId: number): Promise<void> {
  await db
    .deleteFrom('member_vip_label')
    .where('member_id', '=', memberId)
    .where('vip_label_id', '=', vipLabelId)
    .execute();
}
