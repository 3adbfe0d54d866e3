import type { AccountType, MemberInfo } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { findMemberInfoRow } from './members.repo.js';
import { maskMobile } from './mask-mobile.js';

/** Club and VIP labels have no source yet, so they answer none. */
export async function memberInfo(db: Db, memberId: number): Promise<MemberInfo | null> {
  const row = await findMemberInfoRow(db, memberId);
  if (!row) return null;
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type as AccountType,
    toUpline: row.upline_account,
    clubLabel: null,
    memberLabel: [],
    passwordSet: row.password_set,
    maskedMobile: maskMobile(row.country_dialing_code, row.mobile_num),
  };
}
