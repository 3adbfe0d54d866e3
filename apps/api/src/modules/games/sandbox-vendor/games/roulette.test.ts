import { describe, expect, it } from 'vitest';
import { basisPoints } from './line-slot.js';
import { colourOf, exactRtp, isValidBet, returnOf, type RouletteBet } from './roulette.js';

const every: RouletteBet[] = [
  ...Array.from({ length: 37 }, (_, value) => ({ kind: 'straight' as const, value })),
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'even' },
  { kind: 'odd' },
  { kind: 'low' },
  { kind: 'high' },
  ...([1, 2, 3] as const).flatMap((value) => [
    { kind: 'dozen' as const, value },
    { kind: 'column' as const, value },
  ]),
];

describe('European roulette', () => {
  it('returns exactly 36/37 (97.29%) on every bet of the table', () => {
    for (const bet of every) {
      const rtp = exactRtp(bet);
      expect(rtp.numerator * 37n).toBe(36n * rtp.denominator);
    }
    expect(basisPoints(exactRtp({ kind: 'red' }))).toBe(9729);
  });

  it('pays by the table: 35 to one on a number, 2 on a dozen or column, 1 outside', () => {
    expect(returnOf({ kind: 'straight', value: 17 }, 100, 17)).toBe(3600);
    expect(returnOf({ kind: 'straight', value: 17 }, 100, 18)).toBe(0);
    expect(returnOf({ kind: 'dozen', value: 2 }, 100, 24)).toBe(300);
    expect(returnOf({ kind: 'column', value: 3 }, 100, 36)).toBe(300);
    expect(returnOf({ kind: 'red' }, 100, 1)).toBe(200);
    expect(colourOf(1)).toBe('red');
    expect(colourOf(2)).toBe('black');
  });

  it('loses every outside bet on zero', () => {
    for (const bet of every.filter((b) => b.kind !== 'straight')) {
      expect(returnOf(bet, 100, 0)).toBe(0);
    }
    expect(returnOf({ kind: 'straight', value: 0 }, 100, 0)).toBe(3600);
  });

  it('refuses places not on the table', () => {
    expect(isValidBet({ kind: 'straight', value: 37 })).toBe(false);
    expect(isValidBet({ kind: 'dozen', value: 4 as 1 })).toBe(false);
    expect(isValidBet({ kind: 'split' } as unknown as RouletteBet)).toBe(false);
    expect(isValidBet({ kind: 'red', value: 1 } as unknown as RouletteBet)).toBe(false);
    expect(every.every(isValidBet)).toBe(true);
  });
});
