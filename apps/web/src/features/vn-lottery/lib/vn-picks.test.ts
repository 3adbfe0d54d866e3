import { describe, expect, it } from 'vitest';
import { betLineSchema, xienPicks, type VnNumberStat } from '@sorteo/shared';
import {
  addNumbers,
  binomial,
  MAX_LINE_PICKS,
  pickCountOf,
  heatOf,
  hotAndCold,
  parseThreeDigits,
  pickerOf,
  picksOf,
  quickPickNumbers,
  stakeOf,
  toggleNumber,
  twoDigitNumbers,
} from './vn-picks';

describe('quick picks', () => {
  it('head N is N0–N9 and tail N is 0N–9N', () => {
    expect(quickPickNumbers({ kind: 'head', digit: 3 })).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
    ]);
    expect(quickPickNumbers({ kind: 'tail', digit: 7 })).toEqual([
      '07',
      '17',
      '27',
      '37',
      '47',
      '57',
      '67',
      '77',
      '87',
      '97',
    ]);
  });

  it('even, odd, big and small split the grid in halves', () => {
    const even = quickPickNumbers({ kind: 'even' });
    const odd = quickPickNumbers({ kind: 'odd' });
    expect(even).toHaveLength(50);
    expect(even.slice(0, 3)).toEqual(['00', '02', '04']);
    expect(odd.slice(-2)).toEqual(['97', '99']);
    expect(quickPickNumbers({ kind: 'big' })[0]).toBe('50');
    expect(quickPickNumbers({ kind: 'small' }).at(-1)).toBe('49');
    expect(quickPickNumbers({ kind: 'small' })).toHaveLength(50);
  });

  it('adds to the choice in grid order without repeats, and a click toggles one number', () => {
    expect(addNumbers(['42', '07'], ['07', '03'])).toEqual(['03', '07', '42']);
    expect(toggleNumber(['07', '42'], '07')).toEqual(['42']);
    expect(toggleNumber(['42'], '07')).toEqual(['42', '07']);
  });
});

describe('pickers and picks', () => {
  it('uses the grid, the digit row or the three-digit entry by bet type', () => {
    expect(pickerOf('lo2')).toBe('grid');
    expect(pickerOf('xien3')).toBe('grid');
    expect(pickerOf('de_tail')).toBe('digit');
    expect(pickerOf('three_cang')).toBe('three');
  });

  it('turns xiên choices into every combination, none before enough are chosen', () => {
    expect(picksOf('xien2', ['23', '07', '81'])).toEqual(['07-23', '07-81', '23-81']);
    expect(picksOf('xien3', ['23', '07'])).toEqual([]);
    expect(picksOf('xien4', ['01', '02', '03', '04', '05'])).toHaveLength(5);
    expect(picksOf('lo2', ['07', '23'])).toEqual(['07', '23']);
  });

  it('counts xiên combinations without making them, exactly as making them would', () => {
    const numbers = (n: number) => twoDigitNumbers.slice(0, n);
    for (const [type, size] of [
      ['xien2', 2],
      ['xien3', 3],
      ['xien4', 4],
    ] as const) {
      for (const n of [0, size - 1, size, size + 1, 12, 19]) {
        expect(pickCountOf(type, numbers(n)), `${type} of ${n}`).toBe(
          n >= size ? xienPicks(numbers(n), size).length : 0,
        );
      }
    }
    expect(binomial(100, 4)).toBe(3_921_225);
    expect(binomial(100, 2)).toBe(4_950);
    expect(binomial(3, 5)).toBe(0);
    expect(pickCountOf('lo2', ['07', '7', '23'])).toBe(2);
  });

  it('refuses, without building them, a choice making more picks than a line may hold', () => {
    // Every number for xiên 4 is almost four million combinations: answered at once.
    const started = Date.now();
    expect(picksOf('xien4', twoDigitNumbers)).toBeNull();
    expect(picksOf('xien3', twoDigitNumbers)).toBeNull();
    expect(Date.now() - started).toBeLessThan(50);
    // 45 numbers make 990 pairs (allowed), 46 make 1035 (not).
    expect(picksOf('xien2', twoDigitNumbers.slice(0, 45))).toHaveLength(990);
    expect(picksOf('xien2', twoDigitNumbers.slice(0, 46))).toBeNull();
    expect(picksOf('lo2', twoDigitNumbers)).toHaveLength(100);
  });

  it('holds the same limit as the order contract', () => {
    const line = (n: number) => ({
      betType: 'lo3',
      picks: Array.from({ length: n }, (_, i) => String(i).padStart(4, '0')),
      stake: 100,
    });
    expect(betLineSchema.safeParse(line(MAX_LINE_PICKS)).success).toBe(true);
    expect(betLineSchema.safeParse(line(MAX_LINE_PICKS + 1)).success).toBe(false);
  });

  it('reads typed three-digit numbers and names the pieces it refused', () => {
    expect(parseThreeDigits('123 456,789;123  12 abc 1234')).toEqual({
      numbers: ['123', '456', '789'],
      rejected: ['12', 'abc', '1234'],
    });
  });
});

describe('stakes', () => {
  it('prices lô per point: 27 units for lô 2 số, 23 for lô 3 số, 1 for the rest', () => {
    expect(stakeOf('lo2', 1, 2)).toBe(2700);
    expect(stakeOf('lo2', 3, 0)).toBe(81_000);
    expect(stakeOf('lo3', 2, 2)).toBe(4600);
    expect(stakeOf('de', 5, 2)).toBe(500);
  });
});

describe('hot and cold', () => {
  const stats: VnNumberStat[] = Array.from({ length: 100 }, (_, n) => ({
    number: String(n).padStart(2, '0'),
    appearances: n < 10 ? 10 - n : n < 60 ? 1 : 0,
    since: n < 60 ? n % 5 : 30,
  }));

  it('marks the most frequent hot and numbers absent all window cold', () => {
    const heat = heatOf(stats);
    expect(heat.get('00')).toBe('hot');
    expect(heat.get('75')).toBe('cold');
    expect(heat.size).toBe(100);
    expect(heatOf([]).size).toBe(0);
  });

  it('lists the hottest by appearances and the coldest by absence', () => {
    const { hot, cold } = hotAndCold(stats, 3);
    expect(hot.map((s) => s.number)).toEqual(['00', '01', '02']);
    expect(cold.map((s) => s.number)).toEqual(['60', '61', '62']);
  });
});
