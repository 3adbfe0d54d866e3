import type {
  AgentContracts,
  ContractKind,
  ContractTerms,
} from '@sorteo/shared/contract/agent-contracts';

/** How a tier field is typed and shown: money in major units, a count, or a rate. */
export type TierFieldType = 'money' | 'count' | 'rate';

export interface TierField {
  name: string;
  type: TierFieldType;
}

/** Each kind's tier fields, thresholds first, in the order the shared `tierShape` reads them. */
export const tierFields: Record<ContractKind, readonly TierField[]> = {
  daily_salary: [
    { name: 'minDailyTeamBet', type: 'money' },
    { name: 'minActiveMembers', type: 'count' },
    { name: 'rate', type: 'rate' },
  ],
  hourly_salary: [
    { name: 'minHourlyTeamBet', type: 'money' },
    { name: 'minActiveMembers', type: 'count' },
    { name: 'rate', type: 'rate' },
  ],
  realtime_salary: [
    { name: 'minSingleBet', type: 'money' },
    { name: 'winRate', type: 'rate' },
    { name: 'lossRate', type: 'rate' },
  ],
  dividend: [
    { name: 'minValidBet', type: 'money' },
    { name: 'minPeriodLoss', type: 'money' },
    { name: 'minActiveMembers', type: 'count' },
    { name: 'rate', type: 'rate' },
  ],
};

/** Salaries pay per mille of the team's valid bet; dividends a percent of its loss. */
export const rateUnit = (kind: ContractKind): 'perMille' | 'percent' =>
  kind === 'dividend' ? 'percent' : 'perMille';

/** The highest rate a kind allows, in its own unit. */
export const rateMax = (kind: ContractKind): number => (kind === 'dividend' ? 100 : 1000);

/**
 * The terms my offers are held to, as the server holds them: the latest accepted version,
 * the upcoming one when there is one (null when it ends my contract), else the current one.
 */
export function standingTerms(
  contracts: Pick<AgentContracts, 'current' | 'upcoming'>,
): ContractTerms | null {
  const { current, upcoming } = contracts;
  if (upcoming) return upcoming.action === 'offer' ? upcoming.terms : null;
  return current?.action === 'offer' ? current.terms : null;
}

/** A tier's value of `field` (the terms' tiers are a union per kind). */
export const tierValue = (tier: ContractTerms['tiers'][number], field: string): unknown =>
  (tier as Record<string, unknown>)[field];

/** The highest rate of a field across the tiers (the last tier's, as rates rise). */
export function topRate(terms: ContractTerms, field: string): string {
  return String(tierValue(terms.tiers[terms.tiers.length - 1]!, field));
}

/** The sign a rate of the kind is written with. */
export const rateSymbol = (kind: ContractKind): string => (kind === 'dividend' ? '%' : '‰');

/** A rate (decimal text) in the reader's language with its sign: `2,5 ‰`. */
export function formatRate(rate: string, kind: ContractKind, language: string): string {
  const shown = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(rate));
  return `${shown} ${rateSymbol(kind)}`;
}
