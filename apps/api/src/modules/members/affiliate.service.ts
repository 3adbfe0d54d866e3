import type { AffiliateCheck, AffiliateCheckQuery } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { resolveMerchant, type Merchant } from '../merchants/index.js';
import { resolveUpline } from './upline.service.js';

/** A host that names another brand's site: a code checked there belongs to that brand. */
async function isOtherBrandsHost(db: Db, merchant: Merchant, domain: string): Promise<boolean> {
  const { merchant: owner } = await resolveMerchant(db, {
    code: null,
    host: domain,
    defaultCode: merchant.code,
  });
  return owner !== undefined && owner.id !== merchant.id;
}

/**
 * Whether registration on this merchant would accept the code as an affiliate code. The
 * answer comes from the same upline rules registration runs, so the two never disagree.
 */
export async function checkAffiliateCode(
  db: Db,
  merchant: Merchant,
  query: AffiliateCheckQuery,
): Promise<AffiliateCheck> {
  const code = query.code.toUpperCase();
  if (query.domain && (await isOtherBrandsHost(db, merchant, query.domain))) {
    return { valid: false, code };
  }
  try {
    await resolveUpline(db, merchant.id, { affiliateCode: code });
    return { valid: true, code };
  } catch (error) {
    // The upline rules refuse an unknown or unsuitable code with a field error.
    if (error instanceof AppError && error.statusCode === 400) return { valid: false, code };
    throw error;
  }
}
