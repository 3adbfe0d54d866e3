import { describe, expect, it } from 'vitest';
import {
  addToSlip,
  betLinesOf,
  lineAtField,
  lineSizeAfter,
  removeFromSlip,
  slipTotalOf,
} from './vn-slip';

describe('VN slip', () => {
  it('merges picks into the line of the same type and points, and keeps others apart', () => {
    let slip = addToSlip([], 'lo2', ['07', '23'], 1);
    slip = addToSlip(slip, 'lo2', ['23', '81'], 1);
    slip = addToSlip(slip, 'lo2', ['07'], 2);
    slip = addToSlip(slip, 'de', [], 1);
    expect(slip).toEqual([
      { betType: 'lo2', picks: ['07', '23', '81'], points: 1 },
      { betType: 'lo2', picks: ['07'], points: 2 },
    ]);
    expect(removeFromSlip(slip, 0)).toEqual([{ betType: 'lo2', picks: ['07'], points: 2 }]);
  });

  it('counts what a line would hold after an addition, each pick once', () => {
    const slip = addToSlip([], 'xien2', ['07-23', '07-81'], 1);
    expect(lineSizeAfter(slip, 'xien2', ['07-23', '23-81'], 1)).toBe(3);
    expect(lineSizeAfter(slip, 'xien2', ['07-23', '23-81'], 2)).toBe(2);
    expect(lineSizeAfter(slip, 'lo2', ['07'], 1)).toBe(1);
  });

  it('sends stakes in minor units and totals every pick', () => {
    const slip = [
      { betType: 'lo2' as const, picks: ['07', '23'], points: 2 },
      { betType: 'xien2' as const, picks: ['07-23'], points: 10 },
    ];
    expect(betLinesOf(slip, 2)).toEqual([
      { betType: 'lo2', picks: ['07', '23'], stake: 5400 },
      { betType: 'xien2', picks: ['07-23'], stake: 1000 },
    ]);
    expect(slipTotalOf(slip, 2)).toBe(2 * 5400 + 1000);
  });

  it('finds the line a refusal points at, and none for other fields', () => {
    const slip = addToSlip(addToSlip([], 'lo2', ['07'], 1), 'de', ['23'], 1);
    expect(lineAtField(slip, 'lines.1.picks.0')).toBe(1);
    expect(lineAtField(slip, 'lines.0.stake')).toBe(0);
    expect(lineAtField(slip, 'lines.0')).toBe(0);
    expect(lineAtField(slip, 'lines.2.picks.0')).toBeNull();
    expect(lineAtField(slip, 'lines.10')).toBeNull();
    expect(lineAtField(slip, 'periodNo')).toBeNull();
    expect(lineAtField(slip, undefined)).toBeNull();
  });
});
