import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { costUnitsOf } from './bet-types.js';
import { drawResult } from './fair-draw.js';
import { defaultOdds, expectedRtp, payoutOf } from './odds.js';
import { vnEndings2, vnEndings3 } from './results.js';
import {
  CHI2_CRITICAL_99,
  SIMULATED_PERIODS,
  Z_CRITICAL_99,
  chiSquareUniform,
  choose,
  runsZ,
  seedStream,
  xienWinChance,
} from './test-kit.js';
import { hitsOf, xienPicks } from './win-rules.js';

/**
 * A million northern draws made as the server makes them: a 32-byte seed for every period
 * (from a fixed stream, see seedStream), then drawResult with its default (pure) HMAC.
 */
const DRAWS = 1_000_000;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const seedsFor = (label: string) => seedStream(`fairness-vn:${label}`, sha256Hex);

type VnSample = {
  /** How often each two-digit ending 00–99 came out, over all 27 prizes of every draw. */
  endings: Float64Array;
  /** Hits of lô 2 số on each of 00–09, summed. */
  lo2Hits: number;
  /** Hits of lô 3 số on each of 000–099, summed. */
  lo3Hits: number;
  /** Winning xiên 2, 3, 4 picks summed over draws: C(distinct endings, k) per draw. */
  xienWins: [number, number, number];
  /** Whether the special prize's last digit was 5–9, draw by draw. */
  specialHigh: Uint8Array;
};

function simulate(draws: number): VnSample {
  const seed = seedsFor('draws');
  const endings = new Float64Array(100);
  const seen = new Int32Array(100).fill(-1);
  const specialHigh = new Uint8Array(draws);
  const xienWins: [number, number, number] = [0, 0, 0];
  let lo2Hits = 0;
  let lo3Hits = 0;
  for (let draw = 0; draw < draws; draw += 1) {
    const period = SIMULATED_PERIODS[draw % SIMULATED_PERIODS.length]!;
    const result = drawResult('VN', seed(), 'VN_1M', period);
    if (result.family !== 'VN') throw new Error('not a VN result');
    let distinct = 0;
    for (const ending of vnEndings2(result.prizes)) {
      const value = (ending.charCodeAt(0) - 48) * 10 + ending.charCodeAt(1) - 48;
      endings[value]! += 1;
      if (value < 10) lo2Hits += 1;
      if (seen[value] !== draw) {
        seen[value] = draw;
        distinct += 1;
      }
    }
    for (const ending of vnEndings3(result.prizes)) if (ending[0] === '0') lo3Hits += 1;
    xienWins[0] += choose(distinct, 2);
    xienWins[1] += choose(distinct, 3);
    xienWins[2] += choose(distinct, 4);
    specialHigh[draw] = result.prizes[0]!.charCodeAt(4) >= 53 ? 1 : 0;
  }
  return { endings, lo2Hits, lo3Hits, xienWins, specialHigh };
}

let drawn: VnSample | undefined;
/** Drawn by the first test that needs it (a hook would time out first). */
const first = () => (drawn ??= simulate(DRAWS));

describe(`VN: ${DRAWS.toLocaleString('en')} draws`, () => {
  it('returns 96% on lô within 0.3 pp', () => {
    const sample = first();
    // the stake of one point at 100 minor units per unit, paid through payoutOf
    const lo2Stake = 100 * costUnitsOf('lo2');
    const lo3Stake = 100 * costUnitsOf('lo3');
    const lo2PerHit = payoutOf(lo2Stake, defaultOdds.lo2!, costUnitsOf('lo2'), 1);
    const lo3PerHit = payoutOf(lo3Stake, defaultOdds.lo3!, costUnitsOf('lo3'), 1);
    const lo2 = (sample.lo2Hits * lo2PerHit * 100) / (lo2Stake * 10 * DRAWS);
    const lo3 = (sample.lo3Hits * lo3PerHit * 100) / (lo3Stake * 100 * DRAWS);
    expect(Math.abs(lo2 - 96)).toBeLessThan(0.3);
    expect(Math.abs(lo3 - 96)).toBeLessThan(0.3);
    expect(expectedRtp.lo2).toBe(96);
    expect(expectedRtp.lo3).toBe(96);
  });

  it('returns on xiên 2, 3, 4 what inclusion–exclusion gives, within 0.3 pp', () => {
    const sample = first();
    const types = ['xien2', 'xien3', 'xien4'] as const;
    types.forEach((betType, i) => {
      const k = i + 2;
      const decimal = defaultOdds[betType]! / 100;
      const simulated = (decimal * sample.xienWins[i]! * 100) / (choose(100, k) * DRAWS);
      const exact = xienWinChance(k, 27, 100) * decimal * 100;
      expect([betType, Math.abs(simulated - exact) < 0.3]).toEqual([betType, true]);
    });
  });

  it('counts what hitsOf pays, on 20 draws', () => {
    const seed = seedsFor('hits');
    const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    for (let draw = 0; draw < 20; draw += 1) {
      const result = drawResult('VN', seed(), 'VN_1M', SIMULATED_PERIODS[draw]!);
      if (result.family !== 'VN') throw new Error('not a VN result');
      const distinct = [...new Set(vnEndings2(result.prizes))];
      const absent = numbers.filter((n) => !distinct.includes(n));
      const wins = (betType: 'xien2' | 'xien3' | 'xien4', pool: string[], k: number) =>
        xienPicks(pool, k).reduce((n, pick) => n + hitsOf(betType, pick, result), 0);
      expect(wins('xien2', numbers, 2)).toBe(choose(distinct.length, 2));
      // xiên 3 and 4 over the drawn numbers and a few others (every pick would be slow)
      expect(wins('xien3', [...distinct, ...absent.slice(0, 4)], 3)).toBe(
        choose(distinct.length, 3),
      );
      expect(wins('xien4', [...distinct, ...absent.slice(0, 2)], 4)).toBe(
        choose(distinct.length, 4),
      );
      const lo2 = numbers.slice(0, 10).reduce((n, pick) => n + hitsOf('lo2', pick, result), 0);
      expect(lo2).toBe(vnEndings2(result.prizes).filter((e) => e < '10').length);
      const lo3 = numbers.reduce((n, pick) => n + hitsOf('lo3', `0${pick}`, result), 0);
      expect(lo3).toBe(vnEndings3(result.prizes).filter((e) => e[0] === '0').length);
    }
  });

  it('draws two-digit endings uniformly (χ², 99 df, 1%)', () => {
    expect(chiSquareUniform(first().endings)).toBeLessThan(CHI2_CRITICAL_99[99]!);
  });

  it('shows no runs pattern in the special prize’s last digit (Wald–Wolfowitz, 1%)', () => {
    expect(Math.abs(runsZ(first().specialHigh))).toBeLessThan(Z_CRITICAL_99);
  });
});
