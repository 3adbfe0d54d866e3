import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPoints, exactRtp, spin, type LineSlot } from './line-slot.js';
import { jungleGold, luckySevens } from './slots.js';

/** Plays every combination of stops once: the average pay is the RTP, by brute force. */
function bruteForceRtp(slot: LineSlot): { numerator: bigint; denominator: bigint } {
  const lengths = slot.strips.map((s) => s.length);
  const total = lengths.reduce((a, b) => a * b, 1);
  let sum = 0n;
  for (let n = 0; n < total; n += 1) {
    let rest = n;
    const stops = lengths.map((len) => {
      const stop = rest % len;
      rest = Math.floor(rest / len);
      return stop;
    });
    let reel = 0;
    sum += BigInt(spin(slot, () => stops[reel++]!).pay);
  }
  return { numerator: sum, denominator: BigInt(total * slot.lines.length) };
}

const sameRatio = (a: { numerator: bigint; denominator: bigint }, b: typeof a) =>
  a.numerator * b.denominator === b.numerator * a.denominator;

describe('line slots', () => {
  it('pays the leftmost run of a line in line bets', () => {
    let reel = 0;
    const result = spin(luckySevens, () => [0, 0, 0][reel++]!);
    const middle = result.grid[1]!;
    expect(middle).toEqual(luckySevens.strips.map((s) => s[1]));
    expect(result.pay).toBe(result.wins.reduce((s, w) => s + w.pay, 0));
  });

  it('knows the exact RTP of Lucky Sevens (95.95%), equal to playing every stop once', () => {
    const exact = exactRtp(luckySevens);
    expect(basisPoints(exact)).toBe(9595);
    expect(sameRatio(exact, bruteForceRtp(luckySevens))).toBe(true);
  });

  it('knows the exact RTP of Jungle Gold (94.43%)', () => {
    const exact = exactRtp(jungleGold);
    expect(basisPoints(exact)).toBe(9443);
    // Per line: the pays of each line divided by 27^5 positions.
    expect(exact.denominator).toBe(27n ** 5n);
  });

  it('computes the RTP of any small slot as brute force finds it', () => {
    const symbols = ['A', 'B', 'C'];
    const slotArb = fc
      .record({
        strips: fc.array(fc.array(fc.constantFrom(...symbols), { minLength: 1, maxLength: 5 }), {
          minLength: 2,
          maxLength: 3,
        }),
        pays: fc.array(fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }), {
          minLength: 3,
          maxLength: 3,
        }),
      })
      .map(({ strips, pays }): LineSlot => ({
        strips,
        rows: 2,
        lines: [strips.map(() => 0), strips.map((_, i) => i % 2)],
        pays: Object.fromEntries(symbols.map((s, i) => [s, pays[i]!])),
      }));
    fc.assert(
      fc.property(slotArb, (slot) => sameRatio(exactRtp(slot), bruteForceRtp(slot))),
      { numRuns: 200 },
    );
  });
});
