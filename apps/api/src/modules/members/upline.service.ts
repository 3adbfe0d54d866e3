import { agentAccountTypes, AccountType, type RegisterRequest } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { invalidField } from './field-errors.js';
import { findMemberByAffiliateCode, findMemberByReferralCode } from './members.repo.js';

/**
 * The account a new member hangs under: an agent's affiliate code recruits into the
 * agent's downline; failing that, a member's referral code links to the referrer. A code
 * that names nobody suitable is refused rather than silently dropped.
 */
export async function resolveUpline(
  db: Db,
  merchantId: number,
  input: Pick<RegisterRequest, 'affiliateCode' | 'referralCode'>,
): Promise<number | null> {
  if (input.affiliateCode) {
    const agent = await findMemberByAffiliateCode(db, merchantId, input.affiliateCode);
    if (!agent || agent.status !== 'active' || !agentAccountTypes.includes(agent.type as never)) {
      throw invalidField('affiliateCode', 'unknown', 'no agent has this affiliate code');
    }
    return agent.id;
  }
  if (input.referralCode) {
    const referrer = await findMemberByReferralCode(db, merchantId, input.referralCode);
    if (!referrer || referrer.status !== 'active' || referrer.type === AccountType.Trial) {
      throw invalidField('referralCode', 'unknown', 'no member has this referral code');
    }
    return referrer.id;
  }
  return null;
}
