import type { StatusTone } from '../../../components/ui/status-chip';

const betStatuses = ['open', 'won', 'lost', 'cancelled', 'void'] as const;
export type KnownBetStatus = (typeof betStatuses)[number];

/** A bet status the site has a text for, or null for one it does not know yet. */
export const knownBetStatus = (status: string): KnownBetStatus | null =>
  (betStatuses as readonly string[]).includes(status) ? (status as KnownBetStatus) : null;

export function betStatusTone(status: string): StatusTone {
  if (status === 'open') return 'wait';
  if (status === 'won') return 'good';
  return 'bad';
}

const accountTypes = ['0', '1', '2', '4', '41', '42'] as const;
export type AccountTypeText = (typeof accountTypes)[number];

/** The key of an account type's name under `agent.types`, or null for a type unknown here. */
export const accountTypeText = (type: number): AccountTypeText | null =>
  (accountTypes as readonly string[]).includes(String(type))
    ? (String(type) as AccountTypeText)
    : null;
