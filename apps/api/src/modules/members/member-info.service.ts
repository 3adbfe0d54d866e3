import type { AccountType, MemberInfo } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { vipLabelNames } from '../labels/index.js';
import { findMemberInfoRow } from './members.repo.js';
import { maskMobile } from './mask-mobile.js';

type InfoRow = NonNullable<Awaited<ReturnType<typeof findMemberInfoRow>>>;

/** The club label joined into the member's row: every column or none. */
function clubLabelOf(row: InfoRow): MemberInfo['clubLabel'] {
  if (row.club_label_name === null) return null;
  return {
    labelName: row.club_label_name,
    color: row.club_text_color!,
    color2: row.club_background_color!,
    rankLevel: row.club_rank_level!,
  };
}

/** Two queries: the member's row with its club label, and its VIP labels by name. */
export async function memberInfo(db: Db, memberId: number): Promise<MemberInfo | null> {
  const [row, vipLabels] = await Promise.all([
    findMemberInfoRow(db, memberId),
    vipLabelNames(db, memberId),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type as AccountType,
    toUpline: row.upline_account,
    clubLabel: clubLabelOf(row),
    memberLabel: vipLabels.map((labelName) => ({ labelName })),
    passwordSet: row.password_set,
    maskedMobile: maskMobile(row.country_dialing_code, row.mobile_num),
  };
}
