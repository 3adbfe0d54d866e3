import type { Db } from '../../db/connection.js';
import { affiliateCodeTaken } from './member-type-admin.repo.js';
import { newReferralCode } from './referral-codes.js';

/** A code no other member of the merchant recruits with; eight characters leave room enough. */
export async function freshAffiliateCode(db: Db, merchantId: number): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await affiliateCodeTaken(db, merchantId, code))) return code;
  }
}
