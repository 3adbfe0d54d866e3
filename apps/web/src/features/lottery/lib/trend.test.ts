import { describe, expect, it } from 'vitest';
import { digitFrequency, k3SumsOldestFirst, sumOfResult } from './trend';

describe('trend figures', () => {
  it('count each digit at each 5D position', () => {
    const counts = digitFrequency([
      { family: '5D', digits: [1, 2, 3, 4, 5] },
      { family: '5D', digits: [1, 9, 3, 0, 5] },
    ]);
    expect(counts[0]![1]).toBe(2);
    expect(counts[1]![2]).toBe(1);
    expect(counts[1]![9]).toBe(1);
    expect(counts[3]![0]).toBe(1);
    expect(counts.flat().reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('read K3 sums oldest first from results given newest first', () => {
    expect(
      k3SumsOldestFirst([
        { family: 'K3', dice: [6, 6, 6] },
        { family: 'K3', dice: [1, 2, 3] },
      ]),
    ).toEqual([6, 18]);
    expect(sumOfResult({ family: '5D', digits: [9, 9, 9, 9, 9] })).toBe(45);
  });
});
