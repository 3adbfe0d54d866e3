import {
  AccountType,
  agentAccountTypes,
  ErrorCode,
  type AdminMember,
  type MemberTypeInput,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordChange, type Actor } from '../audit/index.js';
import * as repo from './member-type-admin.repo.js';
import { findMemberByAccount } from './members.repo.js';
import { freshAffiliateCode } from './affiliate-codes.js';
import { sessionsChanging } from './session-memory.js';

const time = (value: Date | string) => new Date(value).getTime();

async function memberIdOf(db: Db, merchantId: number, account: string): Promise<number> {
  const member = await findMemberByAccount(db, merchantId, account);
  if (!member) throw notFound('Member');
  return member.id;
}

async function viewOf(db: Db, memberId: number): Promise<AdminMember> {
  const row = await repo.findAdminMemberRow(db, memberId);
  return {
    account: row.account,
    type: row.type,
    status: row.status,
    nickname: row.nickname,
    uplineAccount: row.upline_account,
    affiliateCode: row.affiliate_code,
    referralCode: row.referral_code,
    createdAt: time(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : time(row.last_login_at),
  };
}

/** The member with this account on the operator's merchant, whatever its case; else 404. */
export async function adminMember(db: Db, merchantId: number, account: string) {
  return viewOf(db, await memberIdOf(db, merchantId, account));
}

const trialRefused = () =>
  new AppError(409, ErrorCode.TrialAccount, 'A trial account cannot become a real one', {
    field: 'account',
  });

/**
 * Gives the member another account type, audited with the member before and after in the
 * same transaction. A new agent gets an affiliate code to recruit with; one that stops being
 * an agent keeps it, and registration refuses it until the member is an agent again. Giving
 * the type the member already has changes nothing and records nothing.
 */
export async function changeMemberType(
  db: Db,
  actor: Actor,
  account: string,
  input: MemberTypeInput,
): Promise<AdminMember> {
  const memberId = await memberIdOf(db, actor.merchantId, account);
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockMemberType(trx, memberId);
    if (current.type === AccountType.Trial) throw trialRefused();
    const before = await viewOf(trx, memberId);
    if (current.type === input.type) return before;

    sessionsChanging(memberId);
    const recruits = agentAccountTypes.includes(input.type);
    const code = current.affiliate_code;
    await repo.setMemberType(trx, memberId, {
      type: input.type,
      affiliateCode: recruits && !code ? await freshAffiliateCode(trx, actor.merchantId) : code,
    });
    const after = await viewOf(trx, memberId);
    await recordChange(trx, actor, {
      action: 'member.type.change',
      targetType: 'member',
      targetId: memberId,
      before,
      after,
    });
    return after;
  });
}
