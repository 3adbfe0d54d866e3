import { describe, expect, it } from 'vitest';
import { entriesAtField, linesOf, slipTotal, toggleEntry, type SlipEntry } from './slip';

const slip: SlipEntry[] = [
  { betType: 'pos_digit', pick: '1:3' },
  { betType: 'sum_big_small', pick: 'big' },
  { betType: 'pos_digit', pick: '5:9' },
];

describe('the bet slip', () => {
  it('adds a pick once and takes it out on the second click', () => {
    const once = toggleEntry([], { betType: 'sum', pick: '10' });
    expect(once).toEqual([{ betType: 'sum', pick: '10' }]);
    expect(toggleEntry(once, { betType: 'sum', pick: '10' })).toEqual([]);
    // Same pick text, other bet type: a different selection.
    expect(toggleEntry(once, { betType: 'triple', pick: '10' })).toHaveLength(2);
  });

  it('groups picks into one line per bet type, in the order chosen, with the stake per pick', () => {
    expect(linesOf(slip, 500)).toEqual([
      { betType: 'pos_digit', picks: ['1:3', '5:9'], stake: 500 },
      { betType: 'sum_big_small', picks: ['big'], stake: 500 },
    ]);
    expect(slipTotal(slip, 500)).toBe(1500);
  });

  it('finds the selection a refusal names, or the whole line for its stake', () => {
    expect(entriesAtField(slip, 'lines.0.picks.1')).toEqual({
      entries: [{ betType: 'pos_digit', pick: '5:9' }],
      stake: false,
    });
    expect(entriesAtField(slip, 'lines.1.stake')).toEqual({
      entries: [{ betType: 'sum_big_small', pick: 'big' }],
      stake: true,
    });
    expect(entriesAtField(slip, 'periodNo')).toEqual({ entries: [], stake: false });
    expect(entriesAtField(slip, 'lines.7.stake')).toEqual({ entries: [], stake: false });
    expect(entriesAtField(slip, undefined)).toEqual({ entries: [], stake: false });
  });
});
