import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractTermsSchema,
  rateHundredths,
  rateRuleProblem,
  tierReached,
  tiersProblem,
  type ContractTerms,
} from './agent-contracts.js';

const daily = (...tiers: [number, number, string][]): ContractTerms => ({
  kind: 'daily_salary',
  tiers: tiers.map(([minDailyTeamBet, minActiveMembers, rate]) => ({
    minDailyTeamBet,
    minActiveMembers,
    rate,
  })),
});

describe('contract rates', () => {
  it('reads rates as hundredths, with at most two decimals', () => {
    expect(['2.5', '0.01', '10', '999.99'].map(rateHundredths)).toEqual([250, 1, 1000, 99_999]);
    const parse = (rate: string) => contractTermsSchema.safeParse(daily([0, 0, rate])).success;
    expect(['1', '1.5', '1.25', '1000'].map(parse)).toEqual([true, true, true, true]);
    expect(['0', '0.00', '1.255', '1,5', '-1', '01', '1000.01', ' 1'].map(parse)).toEqual(
      Array(8).fill(false),
    );
  });
});

describe('tiers', () => {
  const upline = daily([100_000, 1, '5'], [1_000_000, 5, '10']);

  it('pays the highest tier whose thresholds all hold', () => {
    expect(tierReached(upline, [99_999, 9])).toBeNull();
    expect(tierReached(upline, [100_000, 1])).toBe(0);
    expect(tierReached(upline, [5_000_000, 4])).toBe(0);
    expect(tierReached(upline, [1_000_000, 5])).toBe(1);
  });

  it('must rise: thresholds and rates both higher than the tier before', () => {
    expect(tiersProblem(upline)).toBeNull();
    expect(tiersProblem(daily([100, 1, '1'], [100, 1, '2']))?.field).toBe('terms.tiers.1');
    expect(tiersProblem(daily([100, 2, '1'], [200, 1, '2']))?.field).toBe('terms.tiers.1');
    expect(tiersProblem(daily([100, 1, '2'], [200, 1, '2']))?.field).toBe('terms.tiers.1.rate');
    const realtime: ContractTerms = {
      kind: 'realtime_salary',
      tiers: [
        { minSingleBet: 100, winRate: '1', lossRate: '3' },
        { minSingleBet: 200, winRate: '2', lossRate: '3' },
      ],
    };
    expect(tiersProblem(realtime)?.field).toBe('terms.tiers.1.lossRate');
  });

  it("holds an offer to the upline's rate at the same thresholds", () => {
    expect(rateRuleProblem(upline, daily([100_000, 1, '5'], [1_000_000, 5, '10']))).toBeNull();
    expect(rateRuleProblem(upline, daily([2_000_000, 9, '10']))).toBeNull();
    // At 500,000 and 3 members the upline is on its first tier: 5 at most.
    expect(rateRuleProblem(upline, daily([500_000, 3, '6']))).toEqual({
      field: 'terms.tiers.0.rate',
      code: 'CONTRACT_RATE_ABOVE_UPLINE',
    });
    expect(rateRuleProblem(upline, daily([50_000, 1, '0.01']))?.field).toBe('terms.tiers.0.rate');
    expect(rateRuleProblem(null, daily([0, 0, '0.01']))?.code).toBe('CONTRACT_RATE_ABOVE_UPLINE');
  });

  it('never lets an offer that passes the rule pay more than the upline at any figures', () => {
    const tiersArb = fc
      .array(
        fc.record({
          bet: fc.integer({ min: 0, max: 2_000_000 }),
          members: fc.integer({ min: 0, max: 20 }),
          rate: fc.integer({ min: 1, max: 2_000 }),
        }),
        { minLength: 1, maxLength: 4 },
      )
      .map((ts) => {
        const sorted = [...ts].sort((a, b) => a.bet - b.bet || a.members - b.members);
        return daily(
          ...sorted.map(
            (t, i) =>
              [t.bet + i, t.members + i, String((sorted[0]!.rate + i * 50) / 100)] as [
                number,
                number,
                string,
              ],
          ),
        );
      });
    fc.assert(
      fc.property(
        tiersArb,
        tiersArb,
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        (up, offer, bet, members) => {
          if (tiersProblem(up) || tiersProblem(offer) || rateRuleProblem(up, offer)) return;
          const paid = (terms: ContractTerms) => {
            const tier = tierReached(terms, [bet, members]);
            return tier === null
              ? 0
              : rateHundredths(String((terms.tiers[tier] as { rate: string }).rate));
          };
          expect(paid(offer)).toBeLessThanOrEqual(paid(up));
        },
      ),
    );
  });
});
