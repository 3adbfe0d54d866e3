import type { AgentOverview } from '@sorteo/shared/contract/agent-centre';

type Day = AgentOverview['days'][number];

export interface OverviewFacts {
  /** The day with the most bets, or null when nobody bet. */
  busiest: Day | null;
  /** The days on which the team won (profit above zero) and lost. */
  gains: number;
  losses: number;
}

/** What a sighted reader takes from the overview chart at a glance, for its description. */
export function overviewFacts(days: readonly Day[]): OverviewFacts {
  let busiest: Day | null = null;
  let gains = 0;
  let losses = 0;
  for (const day of days) {
    if (day.bets > 0 && (!busiest || day.bets > busiest.bets)) busiest = day;
    if (day.profit > 0) gains += 1;
    if (day.profit < 0) losses += 1;
  }
  return { busiest, gains, losses };
}
