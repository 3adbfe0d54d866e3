import { SystemStatus } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { RegionRuleRow } from '../../db/schema.js';
import { ipMatcher } from '../../lib/ip.js';
import type { Merchant } from './merchants.service.js';
import { fromDirectory } from './merchant-directory.js';
import { listRegionRules } from './region-rules.repo.js';

export type Visitor = { ip: string; country: string | null };

export type AccessDecision = {
  systemStatus: SystemStatus;
  maintenance: boolean;
  restricted: boolean;
};

/** Maintenance applies unless the visitor's IP is on the merchant's allow list. */
export function underMaintenance(merchant: Merchant, visitor: Visitor): boolean {
  return merchant.maintenance_enabled && !ipMatcher(merchant.maintenance_allow_list)(visitor.ip);
}

/**
 * IP rules decide first (DENY beats ALLOW); then a denied country is restricted; then, if
 * any country is explicitly allowed, every other country (and an unknown one) is restricted.
 */
export function isRestricted(rules: readonly RegionRuleRow[], visitor: Visitor): boolean {
  const ipRules = rules.filter((r) => r.kind === 'IP');
  const matches = (action: RegionRuleRow['action']) =>
    ipMatcher(ipRules.filter((r) => r.action === action).map((r) => r.value))(visitor.ip);
  if (matches('DENY')) return true;
  if (matches('ALLOW')) return false;

  const countryRules = rules.filter((r) => r.kind === 'COUNTRY');
  const country = visitor.country?.toUpperCase() ?? null;
  if (countryRules.some((r) => r.action === 'DENY' && r.value === country)) return true;
  const allowed = countryRules.filter((r) => r.action === 'ALLOW');
  return allowed.length > 0 && !allowed.some((r) => r.value === country);
}

export async function decideAccess(
  db: Db,
  merchant: Merchant,
  visitor: Visitor,
): Promise<AccessDecision> {
  const maintenance = underMaintenance(merchant, visitor);
  const rules = await fromDirectory(db, `region:${merchant.id}`, () =>
    listRegionRules(db, merchant.id),
  );
  const restricted = isRestricted(rules, visitor);
  const systemStatus = maintenance
    ? SystemStatus.Maintenance
    : restricted
      ? SystemStatus.RegionRestricted
      : SystemStatus.Normal;
  return { systemStatus, maintenance, restricted };
}
