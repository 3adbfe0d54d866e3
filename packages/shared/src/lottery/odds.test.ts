import { describe, expect, it } from 'vitest';
import { costUnitsOf } from './bet-types.js';
import { defaultOdds, isCompleteOddsTable, oddsOf, payoutOf } from './odds.js';

describe('payoutOf', () => {
  it('pays stake × odds × hits in whole minor units', () => {
    expect(payoutOf(1000, 194, 1, 1)).toBe(1940);
    expect(payoutOf(100, 970, 1, 1)).toBe(970);
    expect(payoutOf(2500, 20700, 1, 1)).toBe(517_500);
    // lô 2 số: one point of 27 units at 1,000 pays 96,000 per hit, seven hits seven times
    expect(payoutOf(27_000, 9600, costUnitsOf('lo2'), 1)).toBe(96_000);
    expect(payoutOf(27_000, 9600, costUnitsOf('lo2'), 7)).toBe(672_000);
    // lô 3 số: one point of 23 units at 100 pays 96,000
    expect(payoutOf(2300, 96_000, costUnitsOf('lo3'), 1)).toBe(96_000);
  });

  it('rounds a fraction of a minor unit down, never up', () => {
    expect(payoutOf(1, 197, 1, 1)).toBe(1); // 1.97
    expect(payoutOf(3, 833, 1, 1)).toBe(24); // 24.99
    expect(payoutOf(1000, 9600, 27, 1)).toBe(3555); // 3,555.55…
    expect(payoutOf(1000, 9600, 27, 2)).toBe(7111); // 7,111.11…: the hits multiply before rounding
  });

  it('pays nothing without a hit', () => {
    expect(payoutOf(1000, 9600, 27, 0)).toBe(0);
    expect(payoutOf(1000, 194, 1, -1)).toBe(0);
  });

  it('stays exact where stake × odds × hits is beyond a double’s integers', () => {
    // 10,374,639,172,716 × 96,000 × 7 / 2,300 is 3,031,198,923,506,587.8…; in floating point
    // the product loses its last digits and the quotient comes out one too high
    const stake = 10_374_639_172_716;
    expect(Math.floor((stake * 96_000 * 7) / 2300)).toBe(3_031_198_923_506_588);
    expect(payoutOf(stake, 96_000, 23, 7)).toBe(3_031_198_923_506_587);
  });
});

describe('oddsOf', () => {
  it('prefers the pick’s own entry (K3 sum) and falls back to the bet type’s', () => {
    expect(oddsOf(defaultOdds, 'sum', '4')).toBe(6900);
    expect(oddsOf(defaultOdds, 'sum', '10')).toBe(770);
    expect(oddsOf(defaultOdds, 'sum', '13')).toBe(980);
    expect(oddsOf(defaultOdds, 'big_small', 'big')).toBe(196);
    expect(oddsOf(defaultOdds, 'pos_digit', '3:7')).toBe(970);
    expect(oddsOf({ lo2: 9500 }, 'de', '45')).toBeUndefined();
  });

  it('holds DOMAIN’s defaults in hundredths', () => {
    expect(defaultOdds).toMatchObject({
      lo2: 9600,
      lo3: 96_000,
      de: 9600,
      de_head: 960,
      de_tail: 960,
      three_cang: 96_000,
      xien2: 1600,
      xien3: 6500,
      xien4: 25_000,
      pos_digit: 970,
      pos_big_small: 194,
      sum_big_small: 194,
      big_small: 196,
      odd_even: 196,
      triple_any: 3450,
      triple: 20_700,
      'sum:17': 6900,
      'sum:16': 3450,
      'sum:15': 2070,
      'sum:14': 1380,
      'sum:12': 830,
      'sum:11': 770,
    });
  });

  it('calls a table without every K3 sum incomplete', () => {
    expect(isCompleteOddsTable(defaultOdds)).toBe(true);
    const { 'sum:9': _missing, ...withoutNine } = defaultOdds;
    expect(isCompleteOddsTable(withoutNine)).toBe(false);
    expect(isCompleteOddsTable({ ...defaultOdds, de: 96.5 })).toBe(false);
    const fiveD = {
      pos_digit: 970,
      pos_big_small: 194,
      pos_odd_even: 194,
      sum_big_small: 194,
      sum_odd_even: 194,
    };
    expect(isCompleteOddsTable(fiveD, '5D')).toBe(true);
    expect(isCompleteOddsTable(fiveD)).toBe(false);
    expect(isCompleteOddsTable(withoutNine, 'K3')).toBe(false);
  });
});
