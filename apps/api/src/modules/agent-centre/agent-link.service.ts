import { ErrorCode, type AgentLink } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import type { Merchant } from '../merchants/index.js';
import { findAffiliateCode, type MemberSession } from '../members/index.js';
import { siteOrigin, type OriginSettings } from '../recovery/index.js';

/**
 * The agent's affiliate code and the registration address carrying it. Every way of
 * becoming an agent gives a code; one without is a data fault the operator must fix, so it
 * is reported rather than a code made up here.
 */
export async function agentLink(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  request: { host: string | null; origin: OriginSettings },
): Promise<AgentLink> {
  const affiliateCode = await findAffiliateCode(db, agent.memberId);
  if (!affiliateCode) {
    throw new AppError(409, ErrorCode.Conflict, 'This agent has no affiliate code yet', {
      field: 'affiliateCode',
    });
  }
  const origin = await siteOrigin(db, merchant, request.host, request.origin);
  const registerUrl = `${origin}/register?affiliateCode=${encodeURIComponent(affiliateCode)}`;
  return { affiliateCode, registerUrl };
}
