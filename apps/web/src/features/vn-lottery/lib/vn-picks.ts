import {
  costUnitsOf,
  isValidPick,
  xienPicks,
  xienSizeOf,
  type VnBetType,
  type VnNumberStat,
} from '@sorteo/shared';

/** 00 … 99, the grid of two-digit bet types. */
export const twoDigitNumbers: readonly string[] = Array.from({ length: 100 }, (_, n) =>
  String(n).padStart(2, '0'),
);
/** 0 … 9, the row of đầu / đuôi. */
export const digits: readonly string[] = Array.from({ length: 10 }, (_, n) => String(n));

/** How a bet type is picked on the page. */
export type PickerKind = 'grid' | 'digit' | 'three';

export function pickerOf(betType: VnBetType): PickerKind {
  if (betType === 'de_head' || betType === 'de_tail') return 'digit';
  if (betType === 'lo3' || betType === 'three_cang') return 'three';
  return 'grid';
}

export type QuickPick =
  | { kind: 'head'; digit: number }
  | { kind: 'tail'; digit: number }
  | { kind: 'even' }
  | { kind: 'odd' }
  | { kind: 'big' }
  | { kind: 'small' };

/** The grid numbers a quick pick selects: head N (N0–N9), tail N (0N–9N), even, odd, big 50–99, small 00–49. */
export function quickPickNumbers(quick: QuickPick): string[] {
  return twoDigitNumbers.filter((n) => {
    const value = Number(n);
    switch (quick.kind) {
      case 'head':
        return n[0] === String(quick.digit);
      case 'tail':
        return n[1] === String(quick.digit);
      case 'even':
        return value % 2 === 0;
      case 'odd':
        return value % 2 === 1;
      case 'big':
        return value >= 50;
      case 'small':
        return value < 50;
    }
  });
}

/** The chosen numbers in grid order, each once (a quick pick adds to what was chosen). */
export function addNumbers(chosen: readonly string[], more: readonly string[]): string[] {
  const all = new Set([...chosen, ...more]);
  return twoDigitNumbers.filter((n) => all.has(n));
}

export function toggleNumber(chosen: readonly string[], number: string): string[] {
  return chosen.includes(number) ? chosen.filter((n) => n !== number) : [...chosen, number];
}

/**
 * Three-digit numbers typed in free form (`123 456,789`): the valid ones, each once, in the
 * order typed, and the pieces that are not three digits.
 */
export function parseThreeDigits(text: string): { numbers: string[]; rejected: string[] } {
  const numbers: string[] = [];
  const rejected: string[] = [];
  for (const piece of text.split(/[\s,;]+/).filter(Boolean)) {
    if (/^\d{3}$/.test(piece)) {
      if (!numbers.includes(piece)) numbers.push(piece);
    } else {
      rejected.push(piece);
    }
  }
  return { numbers, rejected };
}

/** The most picks one line of an order may hold (the contract's `BetLine.picks`). */
export const MAX_LINE_PICKS = 1000;

/** n choose k, exact while it stays a safe integer (C(100, 4) is about 3.9 million). */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < k) return 0;
  const r = Math.min(k, n - k);
  let value = 1;
  for (let i = 1; i <= r; i += 1) value = (value * (n - r + i)) / i;
  return Math.round(value);
}

/**
 * How many picks a selection makes, without making them: for xiên the combinations of the
 * distinct chosen numbers (none until enough are chosen); for other types each valid number.
 */
export function pickCountOf(betType: VnBetType, chosen: readonly string[]): number {
  const size = xienSizeOf(betType);
  if (size !== null) {
    const distinct = new Set(chosen.filter((n) => /^\d{2}$/.test(n))).size;
    return distinct >= size ? binomial(distinct, size) : 0;
  }
  return chosen.filter((n) => isValidPick(betType, n)).length;
}

/**
 * The picks a selection makes for a bet type: xiên turns the chosen numbers into every
 * combination of its size (none until enough are chosen); other types take each number.
 * Null when they would be more than `max` (checked by count first, so nothing is built).
 */
export function picksOf(
  betType: VnBetType,
  chosen: readonly string[],
  max = MAX_LINE_PICKS,
): string[] | null {
  if (pickCountOf(betType, chosen) > max) return null;
  const size = xienSizeOf(betType);
  if (size !== null) return chosen.length >= size ? xienPicks(chosen, size) : [];
  return chosen.filter((n) => isValidPick(betType, n));
}

/**
 * The money of one stake unit: 1,000 for currencies without minor units (VND), one major
 * unit otherwise — the unit the default limits are built on.
 */
export function stakeUnitOf(currencyExponent: number): number {
  return currencyExponent === 0 ? 1000 : 10 ** currencyExponent;
}

/**
 * Stake per pick in minor units for `points` points (lô: one point costs 27 or 23 units) or
 * `points` units (every other type).
 */
export function stakeOf(betType: VnBetType, points: number, currencyExponent: number): number {
  return points * costUnitsOf(betType) * stakeUnitOf(currencyExponent);
}

export type Heat = 'hot' | 'warm' | 'cool' | 'cold';

/**
 * Heat of each number from the hot/cold statistics: the top fifth by appearances is hot,
 * the next fifth warm; numbers absent for the whole window (or the longest-absent fifth)
 * are cold, the rest cool. Ties share the heat of the first of them.
 */
export function heatOf(stats: readonly VnNumberStat[]): Map<string, Heat> {
  const heat = new Map<string, Heat>();
  if (stats.length === 0) return heat;
  const byAppearances = [...stats].sort((a, b) => b.appearances - a.appearances);
  const fifth = Math.max(1, Math.floor(stats.length / 5));
  const hotMin = byAppearances[fifth - 1]!.appearances;
  const warmMin = byAppearances[Math.min(stats.length, fifth * 2) - 1]!.appearances;
  const bySince = [...stats].sort((a, b) => b.since - a.since);
  const coldMin = bySince[fifth - 1]!.since;
  for (const s of stats) {
    if (s.appearances > 0 && s.appearances >= hotMin) heat.set(s.number, 'hot');
    else if (s.appearances > 0 && s.appearances >= warmMin) heat.set(s.number, 'warm');
    else if (s.appearances === 0 || s.since >= coldMin) heat.set(s.number, 'cold');
    else heat.set(s.number, 'cool');
  }
  return heat;
}

/** The `count` hottest numbers (most appearances, then most recent) and coldest (longest absent). */
export function hotAndCold(
  stats: readonly VnNumberStat[],
  count: number,
): { hot: VnNumberStat[]; cold: VnNumberStat[] } {
  const hot = [...stats]
    .filter((s) => s.appearances > 0)
    .sort(
      (a, b) =>
        b.appearances - a.appearances || a.since - b.since || (a.number < b.number ? -1 : 1),
    )
    .slice(0, count);
  const cold = [...stats]
    .sort(
      (a, b) =>
        b.since - a.since || a.appearances - b.appearances || (a.number < b.number ? -1 : 1),
    )
    .slice(0, count);
  return { hot, cold };
}
