import { describe, expect, it } from 'vitest';
import { allBetTypes, type BetType } from './bet-types.js';
import type { LotteryResult } from './results.js';
import { isVnPrizeList, vnEndings2, vnEndings3 } from './results.js';
import { hitsOf, isValidPick, xienPicks } from './win-rules.js';

/**
 * A northern result worked by hand. Endings (last two digits) of the 27 prizes:
 * 45 ×7 (special, second, third, fourth, fifth, sixth, seventh), 07 ×5, 00 ×3, 90 ×2, 11 ×2,
 * 99 ×2, and 22, 33, 23, 67, 89, 10 once each. Last three digits of the 23 long prizes:
 * 345 ×3 (special, third, sixth), 607 ×2, 899 once; the seventh prize `10` has no third digit.
 */
const vn: LotteryResult = {
  family: 'VN',
  prizes: [
    '12345',
    '67890',
    '11145',
    '22290',
    '33345',
    '44407',
    '55500',
    '66611',
    '77722',
    '88833',
    '1245',
    '5607',
    '7800',
    '9911',
    '0123',
    '4567',
    '8945',
    '2300',
    '4507',
    '6789',
    '345',
    '607',
    '899',
    '45',
    '07',
    '99',
    '10',
  ],
};

const cases = (result: LotteryResult, table: [BetType, string, number][]) =>
  table.map(([betType, pick, hits]) => ({ betType, pick, hits, result }));

describe('hitsOf on a hand-worked northern result', () => {
  it('is a well-formed result with 27 and 23 endings', () => {
    expect(result(vn).prizes).toHaveLength(27);
    expect(isVnPrizeList(result(vn).prizes)).toBe(true);
    expect(vnEndings2(result(vn).prizes)).toHaveLength(27);
    expect(vnEndings3(result(vn).prizes)).toHaveLength(23);
  });

  it.each(
    cases(vn, [
      // lô 2 số counts every prize the number ends
      ['lo2', '45', 7],
      ['lo2', '07', 5],
      ['lo2', '00', 3],
      ['lo2', '90', 2],
      ['lo2', '10', 1],
      ['lo2', '12', 0],
      // lô 3 số: only the 23 prizes of three digits or more
      ['lo3', '345', 3],
      ['lo3', '607', 2],
      ['lo3', '899', 1],
      ['lo3', '010', 0],
      ['lo3', '099', 0],
      // đề, head and tail, 3 càng: the special prize only
      ['de', '45', 1],
      ['de', '07', 0],
      ['de_head', '4', 1],
      ['de_head', '5', 0],
      ['de_tail', '5', 1],
      ['de_tail', '4', 0],
      ['three_cang', '345', 1],
      ['three_cang', '245', 0],
      // xiên: every number among the endings, paid once however often each appears
      ['xien2', '07-45', 1],
      ['xien2', '11-90', 1],
      ['xien2', '07-08', 0],
      ['xien3', '00-07-45', 1],
      ['xien3', '00-07-08', 0],
      ['xien4', '10-22-67-99', 1],
      ['xien4', '10-22-67-98', 0],
    ]),
  )('$betType $pick → $hits', ({ betType, pick, hits, result }) => {
    expect(isValidPick(betType, pick)).toBe(true);
    expect(hitsOf(betType, pick, result)).toBe(hits);
  });
});

describe('hitsOf on 5D results', () => {
  const d = (...digits: number[]): LotteryResult => ({ family: '5D', digits });
  it.each([
    ...cases(d(3, 7, 0, 9, 5), [
      ['pos_digit', '1:3', 1],
      ['pos_digit', '1:4', 0],
      ['pos_digit', '2:7', 1],
      ['pos_digit', '3:0', 1],
      ['pos_digit', '4:9', 1],
      ['pos_digit', '5:5', 1],
      ['pos_digit', '5:3', 0],
      ['pos_big_small', '1:small', 1],
      ['pos_big_small', '1:big', 0],
      ['pos_big_small', '2:big', 1],
      ['pos_big_small', '3:small', 1],
      ['pos_big_small', '4:big', 1],
      ['pos_big_small', '5:big', 1],
      ['pos_big_small', '5:small', 0],
      ['pos_odd_even', '1:odd', 1],
      ['pos_odd_even', '2:even', 0],
      ['pos_odd_even', '3:even', 1],
      ['pos_odd_even', '4:odd', 1],
      ['pos_odd_even', '5:odd', 1],
      // sum 24
      ['sum_big_small', 'big', 1],
      ['sum_big_small', 'small', 0],
      ['sum_odd_even', 'even', 1],
      ['sum_odd_even', 'odd', 0],
    ]),
    // 23 is the least big sum and it is odd; 22 the greatest small one
    ...cases(d(4, 4, 5, 5, 5), [
      ['sum_big_small', 'big', 1],
      ['sum_odd_even', 'odd', 1],
    ]),
    ...cases(d(4, 4, 5, 5, 4), [
      ['sum_big_small', 'small', 1],
      ['sum_big_small', 'big', 0],
      ['sum_odd_even', 'even', 1],
    ]),
    ...cases(d(0, 0, 0, 0, 0), [
      ['sum_big_small', 'small', 1],
      ['sum_odd_even', 'even', 1],
      ['pos_big_small', '3:small', 1],
      ['pos_odd_even', '3:even', 1],
    ]),
    ...cases(d(9, 9, 9, 9, 9), [
      ['sum_big_small', 'big', 1],
      ['sum_odd_even', 'odd', 1],
      ['pos_digit', '5:9', 1],
    ]),
  ])('$result.digits $betType $pick → $hits', ({ betType, pick, hits, result }) => {
    expect(hitsOf(betType, pick, result)).toBe(hits);
  });
});

describe('hitsOf on K3 results', () => {
  const k = (...dice: number[]): LotteryResult => ({ family: 'K3', dice });
  it.each([
    ...cases(k(2, 5, 6), [
      ['sum', '13', 1],
      ['sum', '12', 0],
      ['big_small', 'big', 1],
      ['big_small', 'small', 0],
      ['odd_even', 'odd', 1],
      ['odd_even', 'even', 0],
      ['triple_any', 'any', 0],
      ['triple', '2', 0],
    ]),
    ...cases(k(1, 2, 1), [
      ['sum', '4', 1],
      ['big_small', 'small', 1],
      ['odd_even', 'even', 1],
    ]),
    // 11 is the least big sum, 10 the greatest small one
    ...cases(k(1, 4, 6), [['big_small', 'big', 1]]),
    ...cases(k(1, 3, 6), [['big_small', 'small', 1]]),
    // a triple loses big/small and odd/even whatever its sum, but its sum still counts
    ...cases(k(3, 3, 3), [
      ['sum', '9', 1],
      ['big_small', 'small', 0],
      ['big_small', 'big', 0],
      ['odd_even', 'odd', 0],
      ['triple_any', 'any', 1],
      ['triple', '3', 1],
      ['triple', '4', 0],
    ]),
    ...cases(k(5, 5, 5), [
      ['big_small', 'big', 0],
      ['odd_even', 'odd', 0],
      ['triple', '5', 1],
    ]),
    ...cases(k(4, 4, 4), [
      ['big_small', 'big', 0],
      ['odd_even', 'even', 0],
      ['sum', '12', 1],
    ]),
    ...cases(k(2, 2, 5), [
      ['triple_any', 'any', 0],
      ['triple', '2', 0],
      ['odd_even', 'odd', 1],
    ]),
  ])('$result.dice $betType $pick → $hits', ({ betType, pick, hits, result }) => {
    expect(hitsOf(betType, pick, result)).toBe(hits);
  });

  it('refuses a bet type of another family', () => {
    expect(() => hitsOf('lo2', '45', k(1, 2, 3))).toThrow();
    expect(() => hitsOf('sum', '6', vn)).toThrow();
  });
});

describe('isValidPick', () => {
  const accepted: Record<BetType, string[]> = {
    lo2: ['00', '45', '99'],
    lo3: ['000', '345', '999'],
    de: ['00', '99'],
    de_head: ['0', '9'],
    de_tail: ['0', '9'],
    three_cang: ['000', '999'],
    xien2: ['00-99', '07-45'],
    xien3: ['00-01-02', '07-45-99'],
    xien4: ['00-01-02-03', '10-22-67-99'],
    pos_digit: ['1:0', '5:9', '3:7'],
    pos_big_small: ['1:big', '5:small'],
    pos_odd_even: ['1:odd', '5:even'],
    sum_big_small: ['big', 'small'],
    sum_odd_even: ['odd', 'even'],
    sum: ['4', '9', '10', '17'],
    big_small: ['big', 'small'],
    odd_even: ['odd', 'even'],
    triple_any: ['any'],
    triple: ['1', '6'],
  };
  const refused: Record<BetType, string[]> = {
    lo2: ['', '5', '100', '4a', ' 45', '45 ', '-1', '٤٥'],
    lo3: ['45', '1000', '34a'],
    de: ['5', '100', 'ab'],
    de_head: ['', '10', 'a'],
    de_tail: ['', '10', '-'],
    three_cang: ['45', '1000'],
    // wrong size, descending, repeated, one digit, other separators
    xien2: ['07', '45-07', '07-07', '7-45', '07,45', '07-45-99', '07-45-'],
    xien3: ['07-45', '07-99-45', '07-07-45', '07-45-99-10'],
    xien4: ['07-45-99', '07-10-45-45', '99-45-10-07'],
    pos_digit: ['0:1', '6:1', '1:10', '1:', ':1', '1-1', '3'],
    pos_big_small: ['1:odd', '6:big', 'big', '1:BIG'],
    pos_odd_even: ['1:big', '0:odd', 'odd'],
    sum_big_small: ['odd', 'Big', '1:big', ''],
    sum_odd_even: ['big', 'ODD', ''],
    sum: ['3', '18', '04', '4.0', '', '+5', '1e1'],
    big_small: ['odd', 'BIG', ''],
    odd_even: ['small', 'Even'],
    triple_any: ['', '1', 'all'],
    triple: ['0', '7', '11', 'any'],
  };

  it.each(allBetTypes.map((betType) => ({ betType })))(
    '$betType accepts its picks',
    ({ betType }) => {
      for (const pick of accepted[betType])
        expect([pick, isValidPick(betType, pick)]).toEqual([pick, true]);
    },
  );
  it.each(allBetTypes.map((betType) => ({ betType })))('$betType refuses others', ({ betType }) => {
    for (const pick of refused[betType])
      expect([pick, isValidPick(betType, pick)]).toEqual([pick, false]);
  });
});

describe('xienPicks', () => {
  it('expands a choice into every ascending combination, ignoring repeats', () => {
    expect(xienPicks(['23', '07', '45', '07'], 2)).toEqual(['07-23', '07-45', '23-45']);
    expect(xienPicks(['23', '07', '45'], 3)).toEqual(['07-23-45']);
    expect(xienPicks(['23', '07', '45'], 4)).toEqual([]);
    expect(xienPicks(['23', '07'], 0)).toEqual([]);
  });

  it('gives C(n, k) valid picks', () => {
    const ten = ['90', '81', '72', '63', '54', '45', '36', '27', '18', '09'];
    const counts = { xien2: 45, xien3: 120, xien4: 210 } as const;
    for (const [betType, k] of [
      ['xien2', 2],
      ['xien3', 3],
      ['xien4', 4],
    ] as const) {
      const picks = xienPicks(ten, k);
      expect(picks).toHaveLength(counts[betType]);
      expect(new Set(picks).size).toBe(picks.length);
      expect(picks.every((pick) => isValidPick(betType, pick))).toBe(true);
    }
  });
});

function result(r: LotteryResult): Extract<LotteryResult, { family: 'VN' }> {
  if (r.family !== 'VN') throw new Error('not VN');
  return r;
}
