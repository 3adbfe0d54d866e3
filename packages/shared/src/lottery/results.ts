import type { LotteryFamily } from './bet-types.js';

/**
 * The northern (Miền Bắc) structure: 27 numbers in 8 tiers, special first. `digits` is the
 * length of each number of the tier, `count` how many numbers it has.
 */
export const vnTiers = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
] as const;
export type VnTier = (typeof vnTiers)[number]['tier'];

/** 27 */
export const VN_PRIZE_COUNT = vnTiers.reduce((n, t) => n + t.count, 0);

/**
 * A drawn result. VN: the 27 prize numbers as digit strings in tier order (special, first,
 * second ×2, …, seventh ×4). 5D: five digits 0–9, position 1 first. K3: three dice 1–6 in
 * the order drawn.
 */
export type LotteryResult =
  | { family: 'VN'; prizes: string[] }
  | { family: '5D'; digits: number[] }
  | { family: 'K3'; dice: number[] };

export type ResultOf<F extends LotteryFamily> = Extract<LotteryResult, { family: F }>;

/** The VN prizes grouped by tier, for the result board. */
export function vnPrizesByTier(prizes: readonly string[]): { tier: VnTier; numbers: string[] }[] {
  let at = 0;
  return vnTiers.map(({ tier, count }) => {
    const numbers = prizes.slice(at, at + count);
    at += count;
    return { tier, numbers };
  });
}

/** The last two digits of all 27 prizes (what lô 2 số and xiên are checked against). */
export function vnEndings2(prizes: readonly string[]): string[] {
  return prizes.map((p) => p.slice(-2));
}

/** The last three digits of the 23 prizes that have at least three digits (lô 3 số). */
export function vnEndings3(prizes: readonly string[]): string[] {
  return prizes.filter((p) => p.length >= 3).map((p) => p.slice(-3));
}

/** True when `prizes` has the shape of a northern result (operator entry checks this). */
export function isVnPrizeList(prizes: readonly string[]): boolean {
  if (prizes.length !== VN_PRIZE_COUNT) return false;
  let at = 0;
  for (const { count, digits } of vnTiers) {
    for (let i = 0; i < count; i += 1) {
      const p = prizes[at + i];
      if (p === undefined || p.length !== digits || !/^\d+$/.test(p)) return false;
    }
    at += count;
  }
  return true;
}
