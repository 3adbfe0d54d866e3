import type { AccountType, Resource } from '@sorteo/shared';

// Values, not the contract's `agentAccountTypes`: that module brings zod into the first load.
const CENTRE_TYPES: readonly AccountType[] = [1, 2, 41, 42];
const TRIAL: AccountType = 4;

/** What the header's agent entry does for this account, or null when it is not offered. */
export type AgentEntry = { kind: 'centre' } | { kind: 'link'; url: string } | null;

/**
 * SPEC §6: an agent (types 1, 2, 41, 42) opens the agent centre; any other real account
 * follows the merchant's affiliate link when there is one; a trial account gets neither.
 */
export function agentEntry(
  type: AccountType | null | undefined,
  resources: readonly Pick<Resource, 'resourceType' | 'url'>[],
): AgentEntry {
  if (type === null || type === undefined || type === TRIAL) return null;
  if (CENTRE_TYPES.includes(type)) return { kind: 'centre' };
  const link = resources.find((r) => r.resourceType === 'AFFILIATELINK' && r.url.trim() !== '');
  return link ? { kind: 'link', url: link.url } : null;
}

export const agentCentreTypes = CENTRE_TYPES;
