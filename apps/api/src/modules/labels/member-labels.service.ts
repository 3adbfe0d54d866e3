import type { MemberLabels } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/errors.js';
import { changeUnderAudit, type Actor } from '../audit/index.js';
import { findMemberByAccount } from '../members/index.js';
import * as clubLabels from './club-labels.repo.js';
import { toAdminClubLabel, toAdminVipLabel } from './label-views.js';
import * as held from './member-labels.repo.js';
import * as vipLabels from './vip-labels.repo.js';

type MemberRef = { id: number; account: string };

/** The merchant's member with this account, whatever its case; 404 when it has none. */
async function memberOf(db: Db, merchantId: number, account: string): Promise<MemberRef> {
  const member = await findMemberByAccount(db, merchantId, account);
  if (!member) throw notFound('Member');
  return { id: member.id, account: member.account };
}

async function labelsOf(db: Db, member: MemberRef): Promise<MemberLabels> {
  const club = await held.clubLabelOf(db, member.id);
  const vip = await held.vipLabelsOf(db, member.id);
  return {
    account: member.account,
    clubLabel: club ? toAdminClubLabel(club) : null,
    vipLabels: vip.map(toAdminVipLabel),
  };
}

/** The names of the member's VIP labels, ordered by name (what the member's own info shows). */
export async function vipLabelNames(db: Db, memberId: number): Promise<string[]> {
  return (await held.vipLabelsOf(db, memberId)).map((label) => label.label_name);
}

export async function memberLabels(
  db: Db,
  merchantId: number,
  account: string,
): Promise<MemberLabels> {
  return labelsOf(db, await memberOf(db, merchantId, account));
}

/** One change to what a member holds, audited with the member's labels before and after. */
async function changeMemberLabels(
  db: Db,
  actor: Actor,
  account: string,
  action: string,
  apply: (trx: Db, member: MemberRef) => Promise<void>,
): Promise<MemberLabels> {
  const member = await memberOf(db, actor.merchantId, account);
  return changeUnderAudit(db, actor, {
    action: `member.${action}`,
    targetType: 'member',
    targetId: member.id,
    before: (trx) => labelsOf(trx, member),
    apply: async (trx) => {
      await apply(trx, member);
      return labelsOf(trx, member);
    },
  });
}

/** Only the operator's own merchant's labels are found, so no other merchant's is given. */
async function clubLabelIn(db: Db, merchantId: number, id: number) {
  const label = await clubLabels.find(db, merchantId, id);
  if (!label) throw notFound('Club label');
  return label;
}

async function vipLabelIn(db: Db, merchantId: number, id: number) {
  const label = await vipLabels.find(db, merchantId, id);
  if (!label) throw notFound('VIP label');
  return label;
}

/** Replaces the member's club label, if any. */
export const assignClubLabel = (db: Db, actor: Actor, account: string, clubLabelId: number) =>
  changeMemberLabels(db, actor, account, 'club_label.assign', async (trx, member) => {
    const label = await clubLabelIn(trx, actor.merchantId, clubLabelId);
    await held.setClubLabel(trx, actor.merchantId, member.id, label.id);
  });

export const unassignClubLabel = (db: Db, actor: Actor, account: string) =>
  changeMemberLabels(db, actor, account, 'club_label.unassign', (trx, member) =>
    held.clearClubLabel(trx, member.id),
  );

export const assignVipLabel = (db: Db, actor: Actor, account: string, vipLabelId: number) =>
  changeMemberLabels(db, actor, account, 'vip_label.assign', async (trx, member) => {
    const label = await vipLabelIn(trx, actor.merchantId, vipLabelId);
    await held.addVipLabel(trx, actor.merchantId, member.id, label.id);
  });

export const unassignVipLabel = (db: Db, actor: Actor, account: string, vipLabelId: number) =>
  changeMemberLabels(db, actor, account, 'vip_label.unassign', async (trx, member) => {
    const label = await vipLabelIn(trx, actor.merchantId, vipLabelId);
    await held.removeVipLabel(trx, member.id, label.id);
  });
