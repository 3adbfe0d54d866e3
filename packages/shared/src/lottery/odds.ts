import { allBetTypes, betTypesOf, type BetType, type LotteryFamily } from './bet-types.js';

/**
 * Odds in hundredths (decimal odds × 100: payout per unit staked, stake included). A table is
 * keyed by bet type, with `<betType>:<pick>` entries where the odds depend on the pick
 * (K3 `sum`). Merchants edit their own copy; these are DOMAIN's defaults.
 */
export type OddsTable = Readonly<Record<string, number>>;

const k3SumOdds: Record<number, number> = {
  4: 6900,
  5: 3450,
  6: 2070,
  7: 1380,
  8: 980,
  9: 830,
  10: 770,
  11: 770,
  12: 830,
  13: 980,
  14: 1380,
  15: 2070,
  16: 3450,
  17: 6900,
};

export const defaultOdds: OddsTable = {
  lo2: 9600,
  lo3: 96000,
  de: 9600,
  de_head: 960,
  de_tail: 960,
  three_cang: 96000,
  xien2: 1600,
  xien3: 6500,
  xien4: 25000,
  pos_digit: 970,
  pos_big_small: 194,
  pos_odd_even: 194,
  sum_big_small: 194,
  sum_odd_even: 194,
  ...Object.fromEntries(Object.entries(k3SumOdds).map(([sum, odds]) => [`sum:${sum}`, odds])),
  big_small: 196,
  odd_even: 196,
  triple_any: 3450,
  triple: 20700,
};

/** The odds of one pick: its own entry when the table has one, else its bet type's. */
export function oddsOf(table: OddsTable, betType: BetType, pick: string): number | undefined {
  return table[`${betType}:${pick}`] ?? table[betType];
}

/**
 * True when every bet type has odds (K3 `sum` through its per-value entries); with a
 * family, only that family's bet types (a game's own table).
 */
export function isCompleteOddsTable(table: OddsTable, family?: LotteryFamily): boolean {
  return (family ? betTypesOf[family] : allBetTypes).every((betType) =>
    betType === 'sum'
      ? Object.keys(k3SumOdds).every((sum) => Number.isInteger(table[`sum:${sum}`]))
      : Number.isInteger(table[betType]),
  );
}

/**
 * Payout of a pick in minor units: `stake × odds × hits / costUnits`, rounded down so the
 * house never pays a fraction it does not have.
 */
export function payoutOf(stake: number, odds100: number, costUnits: number, hits: number): number {
  if (hits <= 0) return 0;
  return Number((BigInt(stake) * BigInt(odds100) * BigInt(hits)) / BigInt(100 * costUnits));
}

/**
 * DOMAIN's return to player of each bet type, in percent, as it states them. The odds above
 * give exactly these except K3 `sum` (95.3–96.3% by value, not ≈97%); rtp.test.ts proves each
 * figure and docs/lottery.md tabulates them.
 */
export const expectedRtp: Readonly<Record<BetType, number | 'simulated'>> = {
  lo2: 96,
  lo3: 96,
  de: 96,
  de_head: 96,
  de_tail: 96,
  three_cang: 96,
  xien2: 'simulated',
  xien3: 'simulated',
  xien4: 'simulated',
  pos_digit: 97,
  pos_big_small: 97,
  pos_odd_even: 97,
  sum_big_small: 97,
  sum_odd_even: 97,
  sum: 97,
  big_small: 95.3,
  odd_even: 95.3,
  triple_any: 96,
  triple: 96,
};
