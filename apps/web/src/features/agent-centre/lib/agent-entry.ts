import type { AccountType, Resource } from '@sorteo/shared';
import { isSafeHref } from '../../system/lib/customer-service';

// Values, not the contract's `agentAccountTypes`: that module brings zod into the first load.
const CENTRE_TYPES: readonly AccountType[] = [1, 2, 41, 42];
const TRIAL: AccountType = 4;

/** What the header's agent entry does for this account, or null when it is not offered. */
export type AgentEntry =
  { kind: 'centre' } | { kind: 'link'; url: string } | { kind: 'trial' } | null;

/**
 * SPEC §6: an agent (types 1, 2, 41, 42) opens the agent centre; any other real account
 * follows the merchant's affiliate link when there is one (a web address only); a trial
 * account, on the header's agent-like list, meets the real-account warning.
 */
export function agentEntry(
  type: AccountType | null | undefined,
  resources: readonly Pick<Resource, 'resourceType' | 'url'>[],
): AgentEntry {
  if (type === null || type === undefined) return null;
  if (type === TRIAL) return { kind: 'trial' };
  if (CENTRE_TYPES.includes(type)) return { kind: 'centre' };
  const link = resources.find((r) => r.resourceType === 'AFFILIATELINK' && isSafeHref(r.url));
  return link ? { kind: 'link', url: link.url } : null;
}

export const agentCentreTypes = CENTRE_TYPES;
