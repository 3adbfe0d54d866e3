import { describe, expect, it } from 'vitest';
import {
  costUnitsOf,
  fiveDBetTypes,
  k3BetTypes,
  vnBetTypes,
  xienSizeOf,
  type BetType,
} from './bet-types.js';
import { defaultOdds, expectedRtp, isCompleteOddsTable, oddsOf, payoutOf } from './odds.js';
import { vnTiers, type LotteryResult } from './results.js';
import { xienWinChance } from './test-kit.js';
import { hitsOf, isValidPick } from './win-rules.js';

/**
 * Return to player of every bet type at DOMAIN's default odds, in percent: the exact figure
 * each one proves below. docs/lottery.md carries the same table.
 */
const provenRtp: Record<BetType, number> = {
  lo2: 96,
  lo3: 96,
  de: 96,
  de_head: 96,
  de_tail: 96,
  three_cang: 96,
  xien2: 87.8114,
  xien3: 79.9366,
  xien4: 66.7479,
  pos_digit: 97,
  pos_big_small: 97,
  pos_odd_even: 97,
  sum_big_small: 97,
  sum_odd_even: 97,
  // per value; the lowest (8 and 13) here, the rest below
  sum: 95.2778,
  big_small: 95.2778,
  odd_even: 95.2778,
  triple_any: 95.8333,
  triple: 95.8333,
};
const k3SumRtp: Record<string, number> = {
  '4': 95.8333,
  '5': 95.8333,
  '6': 95.8333,
  '7': 95.8333,
  '8': 95.2778,
  '9': 96.0648,
  '10': 96.25,
  '11': 96.25,
  '12': 96.0648,
  '13': 95.2778,
  '14': 95.8333,
  '15': 95.8333,
  '16': 95.8333,
  '17': 95.8333,
};

/** The figures are written to four decimals. */
const PRINTED = 0.00005;

/** Every pick of a 5D or K3 bet type. */
function picksOf(betType: BetType): string[] {
  const positions = ['1', '2', '3', '4', '5'];
  switch (betType) {
    case 'pos_digit':
      return positions.flatMap((p) => [...'0123456789'].map((d) => `${p}:${d}`));
    case 'pos_big_small':
      return positions.flatMap((p) => [`${p}:big`, `${p}:small`]);
    case 'pos_odd_even':
      return positions.flatMap((p) => [`${p}:odd`, `${p}:even`]);
    case 'sum_big_small':
    case 'big_small':
      return ['big', 'small'];
    case 'sum_odd_even':
    case 'odd_even':
      return ['odd', 'even'];
    case 'sum':
      return Array.from({ length: 14 }, (_, i) => String(i + 4));
    case 'triple_any':
      return ['any'];
    case 'triple':
      return ['1', '2', '3', '4', '5', '6'];
    default:
      throw new Error(betType);
  }
}

/**
 * Exact RTP of one pick over equally likely outcomes, paid through payoutOf with a stake of
 * 100 units of 100 minor units (so the odds pay whole minor units and rounding plays no part).
 * 5D and K3 picks hit at most once, so what one hit pays is worked out once.
 */
function exactRtp(betType: BetType, pick: string, outcomes: readonly LotteryResult[]): number {
  const stake = 10_000 * costUnitsOf(betType);
  const perHit = payoutOf(stake, oddsOf(defaultOdds, betType, pick)!, costUnitsOf(betType), 1);
  let hits = 0;
  for (const outcome of outcomes) {
    const hit = hitsOf(betType, pick, outcome);
    if (hit > 1) throw new Error(`${betType} hit ${hit} times`);
    hits += hit;
  }
  return (hits * perHit * 100) / (stake * outcomes.length);
}

const allFiveD: LotteryResult[] = Array.from({ length: 100_000 }, (_, n) => ({
  family: '5D',
  digits: [...String(n).padStart(5, '0')].map(Number),
}));
const allK3: LotteryResult[] = [];
for (let a = 1; a <= 6; a += 1)
  for (let b = 1; b <= 6; b += 1)
    for (let c = 1; c <= 6; c += 1) allK3.push({ family: 'K3', dice: [a, b, c] });

describe('default odds', () => {
  it('cover every bet type', () => {
    expect(isCompleteOddsTable(defaultOdds)).toBe(true);
  });
});

describe('5D: every pick over all 100,000 outcomes', () => {
  it.each(fiveDBetTypes.map((betType) => ({ betType })))(
    '$betType returns exactly 97%',
    ({ betType }) => {
      const picks = picksOf(betType);
      for (const pick of picks) {
        expect(isValidPick(betType, pick)).toBe(true);
        expect([pick, exactRtp(betType, pick, allFiveD)]).toEqual([pick, provenRtp[betType]]);
      }
    },
  );
});

describe('K3: every pick over all 216 outcomes', () => {
  it('sum returns 95.28–96.25% by value', () => {
    for (const pick of picksOf('sum')) {
      expect(isValidPick('sum', pick)).toBe(true);
      expect(Math.abs(exactRtp('sum', pick, allK3) - k3SumRtp[pick]!)).toBeLessThan(PRINTED);
    }
  });

  it.each(k3BetTypes.filter((b) => b !== 'sum').map((betType) => ({ betType })))(
    '$betType returns its proven figure on every pick',
    ({ betType }) => {
      for (const pick of picksOf(betType)) {
        expect(isValidPick(betType, pick)).toBe(true);
        expect(Math.abs(exactRtp(betType, pick, allK3) - provenRtp[betType])).toBeLessThan(PRINTED);
      }
    },
  );
});

/**
 * VN: each prize's digits are independent and uniform (fair-draw.ts; fairness tests), so each
 * two-digit ending equals a given number with probability 1/100, each three-digit ending a
 * given one with 1/1000, and the endings of different prizes are independent.
 */
describe('VN: exact expectation over uniform digits', () => {
  const endings = (length: number) =>
    vnTiers.reduce((n, tier) => n + (tier.digits >= length ? tier.count : 0), 0);
  const decimal = (betType: BetType) => defaultOdds[betType]! / 100;

  it('lô: expected hits per point times the payout per hit over the point price', () => {
    const lo2 = ((endings(2) / 100) * decimal('lo2')) / costUnitsOf('lo2');
    const lo3 = ((endings(3) / 1000) * decimal('lo3')) / costUnitsOf('lo3');
    expect(endings(2)).toBe(27);
    expect(endings(3)).toBe(23);
    expect(lo2 * 100).toBeCloseTo(provenRtp.lo2, 9);
    expect(lo3 * 100).toBeCloseTo(provenRtp.lo3, 9);
  });

  it('đề, head, tail and 3 càng: one chance in 100, 10, 10 and 1,000', () => {
    expect(decimal('de') / 100).toBeCloseTo(provenRtp.de / 100, 12);
    expect(decimal('de_head') / 10).toBeCloseTo(provenRtp.de_head / 100, 12);
    expect(decimal('de_tail') / 10).toBeCloseTo(provenRtp.de_tail / 100, 12);
    expect(decimal('three_cang') / 1000).toBeCloseTo(provenRtp.three_cang / 100, 12);
  });

  it('xiên: inclusion–exclusion over which chosen numbers are missing from the 27 endings', () => {
    for (const betType of ['xien2', 'xien3', 'xien4'] as const) {
      const rtp = xienWinChance(xienSizeOf(betType)!, endings(2), 100) * decimal(betType) * 100;
      expect(Math.abs(rtp - provenRtp[betType])).toBeLessThan(PRINTED);
    }
  });

  it('the inclusion–exclusion formula matches enumeration on a small alphabet', () => {
    // 5 draws over 6 values, every outcome: how often do k given values all appear?
    const values = 6;
    const draws = 5;
    for (const k of [1, 2, 3, 4]) {
      let all = 0;
      for (let n = 0; n < values ** draws; n += 1) {
        const seen = new Set<number>();
        for (let d = 0, rest = n; d < draws; d += 1, rest = Math.floor(rest / values))
          seen.add(rest % values);
        if (Array.from({ length: k }, (_, v) => v).every((v) => seen.has(v))) all += 1;
      }
      expect(xienWinChance(k, draws, values)).toBeCloseTo(all / values ** draws, 12);
    }
  });
});

describe("DOMAIN's stated RTP", () => {
  /**
   * DOMAIN writes 96% and 97% as exact, 95.3% to one decimal and the K3 figures marked ≈ to
   * the nearest percent; xiên is left to simulation.
   */
  const tolerance = (betType: BetType) => {
    if (betType === 'sum' || betType === 'triple_any' || betType === 'triple') return 0.5;
    if (betType === 'big_small' || betType === 'odd_even') return 0.05;
    return 1e-9;
  };

  it('is what the odds give, except K3 sum (≈97% stated, 95.3–96.3% given)', () => {
    const mismatches: string[] = [];
    for (const betType of [...vnBetTypes, ...fiveDBetTypes, ...k3BetTypes]) {
      const stated = expectedRtp[betType];
      if (stated === 'simulated') continue;
      const proven = betType === 'sum' ? Object.values(k3SumRtp) : [provenRtp[betType]];
      if (proven.some((rtp) => Math.abs(rtp - stated) > tolerance(betType)))
        mismatches.push(betType);
    }
    expect(mismatches).toEqual(['sum']);
  });

  it('leaves only xiên to simulation', () => {
    const simulated = Object.entries(expectedRtp).filter(([, rtp]) => rtp === 'simulated');
    expect(simulated.map(([betType]) => betType)).toEqual(['xien2', 'xien3', 'xien4']);
  });
});
