import type { ProfitPeriod } from '@sorteo/shared';

export interface ProfitFacts {
  /** The period with the highest profit, or null when no period moved. */
  best: ProfitPeriod | null;
  /** The period with the lowest profit, or null when no period moved. */
  worst: ProfitPeriod | null;
  gains: number;
  losses: number;
}

/** What a sighted reader takes from the chart at a glance, for its text description. */
export function profitFacts(periods: readonly ProfitPeriod[]): ProfitFacts {
  let best: ProfitPeriod | null = null;
  let worst: ProfitPeriod | null = null;
  let gains = 0;
  let losses = 0;
  for (const period of periods) {
    if (period.profit > 0) gains += 1;
    if (period.profit < 0) losses += 1;
    if (period.profit !== 0 && (!best || period.profit > best.profit)) best = period;
    if (period.profit !== 0 && (!worst || period.profit < worst.profit)) worst = period;
  }
  return { best, worst, gains, losses };
}
