import { describe, expect, it } from 'vitest';
import { overviewFacts } from './overview-facts';

const day = (d: string, bets: number, profit: number) => ({
  day: d,
  newMembers: 0,
  activeMembers: 0,
  bets,
  profit,
});

describe('overview chart facts', () => {
  it('finds the busiest day and counts winning and losing days', () => {
    const facts = overviewFacts([
      day('2026-03-01', 500, -200),
      day('2026-03-02', 900, 300),
      day('2026-03-03', 0, 0),
      day('2026-03-04', 900, 50),
    ]);
    expect(facts.busiest?.day).toBe('2026-03-02');
    expect(facts.gains).toBe(2);
    expect(facts.losses).toBe(1);
  });

  it('has no busiest day when nobody bet', () => {
    expect(overviewFacts([day('2026-03-01', 0, 0)])).toEqual({
      busiest: null,
      gains: 0,
      losses: 0,
    });
  });
});
