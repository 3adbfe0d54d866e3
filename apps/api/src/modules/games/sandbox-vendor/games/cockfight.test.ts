import { describe, expect, it } from 'vitest';
import { basisPoints } from './line-slot.js';
import {
  exactRtp,
  fightBets,
  fightCard,
  fightReturn,
  OUTCOMES,
  outcomeOf,
  outcomeWeights,
} from './cockfight.js';

describe('the cock-fight board', () => {
  it('draws each outcome as often as its weight says', () => {
    const counts = { meron: 0, wala: 0, draw: 0 };
    for (let n = 0; n < OUTCOMES; n += 1) counts[outcomeOf(n)] += 1;
    expect(counts).toEqual(outcomeWeights);
  });

  it('pays a corner 1.9 times, refunds it on a draw, and pays the draw 31 times', () => {
    expect(fightReturn('meron', 1000, 'meron')).toBe(1900);
    expect(fightReturn('meron', 1000, 'wala')).toBe(0);
    expect(fightReturn('wala', 1000, 'draw')).toBe(1000);
    expect(fightReturn('draw', 1000, 'draw')).toBe(31_000);
    expect(fightReturn('draw', 1000, 'meron')).toBe(0);
  });

  it('returns exactly 95.15% on a corner and 93% on the draw, by the table', () => {
    // 0.485 × 1.9 + 0.03 × 1 = 0.9515; 0.03 × 31 = 0.93.
    expect(basisPoints(exactRtp('meron'))).toBe(9515);
    expect(basisPoints(exactRtp('wala'))).toBe(9515);
    expect(basisPoints(exactRtp('draw'))).toBe(9300);
    // The same by playing every outcome once.
    for (const bet of fightBets) {
      let returned = 0;
      for (let n = 0; n < OUTCOMES; n += 1) returned += fightReturn(bet, 10, outcomeOf(n));
      const { numerator, denominator } = exactRtp(bet);
      expect(BigInt(returned) * denominator).toBe(numerator * BigInt(OUTCOMES * 10));
    }
  });

  it('never sets a bird against itself', () => {
    for (let n = 0; n < 100; n += 1) {
      const { meron, wala } = fightCard(n);
      expect(meron).not.toBe(wala);
    }
  });
});
