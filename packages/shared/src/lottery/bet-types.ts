/**
 * Game families and their bet types (DOMAIN "Lottery"). A pick is the atomic thing a bet is
 * on, written canonically as a string so it can be stored, compared and keyed:
 *
 * | bet type | pick |
 * |---|---|
 * | `lo2`, `de` | two digits `00`–`99` |
 * | `lo3`, `three_cang` | three digits `000`–`999` |
 * | `de_head`, `de_tail` | one digit `0`–`9` |
 * | `xien2`, `xien3`, `xien4` | 2, 3 or 4 distinct two-digit numbers, ascending, joined by `-` (`07-23`) |
 * | `pos_digit` | `<position 1-5>:<digit>` (`3:7`) |
 * | `pos_big_small`, `pos_odd_even` | `<position 1-5>:big` / `small` / `odd` / `even` |
 * | `sum_big_small`, `sum_odd_even` (5D), `big_small`, `odd_even` (K3) | `big` / `small` / `odd` / `even` |
 * | `sum` (K3) | the sum `4`–`17` |
 * | `triple_any` | `any` |
 * | `triple` | the face of the triple `1`–`6` |
 */
export const lotteryFamilies = ['VN', '5D', 'K3'] as const;
export type LotteryFamily = (typeof lotteryFamilies)[number];

export const vnBetTypes = [
  'lo2',
  'lo3',
  'de',
  'de_head',
  'de_tail',
  'three_cang',
  'xien2',
  'xien3',
  'xien4',
] as const;
export const fiveDBetTypes = [
  'pos_digit',
  'pos_big_small',
  'pos_odd_even',
  'sum_big_small',
  'sum_odd_even',
] as const;
export const k3BetTypes = ['sum', 'big_small', 'odd_even', 'triple_any', 'triple'] as const;

export type VnBetType = (typeof vnBetTypes)[number];
export type FiveDBetType = (typeof fiveDBetTypes)[number];
export type K3BetType = (typeof k3BetTypes)[number];
export type BetType = VnBetType | FiveDBetType | K3BetType;

export const betTypesOf: { readonly [F in LotteryFamily]: readonly BetType[] } = {
  VN: vnBetTypes,
  '5D': fiveDBetTypes,
  K3: k3BetTypes,
};

export const allBetTypes: readonly BetType[] = [...vnBetTypes, ...fiveDBetTypes, ...k3BetTypes];

export function familyOfBetType(betType: BetType): LotteryFamily {
  if ((vnBetTypes as readonly string[]).includes(betType)) return 'VN';
  if ((fiveDBetTypes as readonly string[]).includes(betType)) return '5D';
  return 'K3';
}

/**
 * What one point of a pick costs, in stake units: lô is priced per point over every ending
 * it can hit (27 two-digit endings, 23 three-digit ones); everything else costs 1.
 * A pick's payout per hit is `stake × odds / costUnits`.
 */
export function costUnitsOf(betType: BetType): number {
  if (betType === 'lo2') return 27;
  if (betType === 'lo3') return 23;
  return 1;
}

/** How many numbers a xiên pick holds, or null for other bet types. */
export function xienSizeOf(betType: BetType): number | null {
  if (betType === 'xien2') return 2;
  if (betType === 'xien3') return 3;
  if (betType === 'xien4') return 4;
  return null;
}
