import { describe, expect, it } from 'vitest';
import type { ProfitPeriod } from '@sorteo/shared';
import { profitFacts } from './profit-facts';

const period = (day: string, profit: number): ProfitPeriod => ({
  period: day,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  payouts: 0,
  bonus: 0,
  adjustments: 0,
  transfers: 0,
  profit,
});

describe('profit facts', () => {
  it('finds the best and worst periods and counts gains and losses', () => {
    const facts = profitFacts([
      period('2026-03-01', 500),
      period('2026-03-02', -1200),
      period('2026-03-03', 0),
      period('2026-03-04', 900),
    ]);
    expect(facts.best?.period).toBe('2026-03-04');
    expect(facts.worst?.period).toBe('2026-03-02');
    expect(facts.gains).toBe(2);
    expect(facts.losses).toBe(1);
  });

  it('has no best or worst when nothing moved', () => {
    expect(profitFacts([period('2026-03-01', 0)])).toEqual({
      best: null,
      worst: null,
      gains: 0,
      losses: 0,
    });
  });
});
