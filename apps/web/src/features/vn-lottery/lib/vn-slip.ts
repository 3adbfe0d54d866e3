import type { BetLine, VnBetType } from '@sorteo/shared';
import { stakeOf } from './vn-picks';

/** One line of the VN slip: picks of one bet type at `points` points (or units) each. */
export interface VnSlipLine {
  betType: VnBetType;
  picks: string[];
  points: number;
}

/**
 * Adds picks to the slip: to the line of the same bet type and points when there is one
 * (a pick already there is not added twice), else as a new line.
 */
export function addToSlip(
  slip: readonly VnSlipLine[],
  betType: VnBetType,
  picks: readonly string[],
  points: number,
): VnSlipLine[] {
  if (picks.length === 0) return [...slip];
  const at = slip.findIndex((l) => l.betType === betType && l.points === points);
  if (at === -1) return [...slip, { betType, picks: [...new Set(picks)], points }];
  return slip.map((line, i) =>
    i === at ? { ...line, picks: [...new Set([...line.picks, ...picks])] } : line,
  );
}

/**
 * How many picks the slip's line would hold after adding `picks` (the line of the same bet
 * type and points, or a new one): what `addToSlip` would make, counted.
 */
export function lineSizeAfter(
  slip: readonly VnSlipLine[],
  betType: VnBetType,
  picks: readonly string[],
  points: number,
): number {
  const line = slip.find((l) => l.betType === betType && l.points === points);
  return new Set([...(line?.picks ?? []), ...picks]).size;
}

export function removeFromSlip(slip: readonly VnSlipLine[], at: number): VnSlipLine[] {
  return slip.filter((_, i) => i !== at);
}

/** The order's lines in minor units: stake per pick from the points. */
export function betLinesOf(slip: readonly VnSlipLine[], currencyExponent: number): BetLine[] {
  return slip.map((line) => ({
    betType: line.betType,
    picks: line.picks,
    stake: stakeOf(line.betType, line.points, currencyExponent),
  }));
}

/** What the slip costs, in minor units. */
export function slipTotalOf(slip: readonly VnSlipLine[], currencyExponent: number): number {
  return slip.reduce(
    (sum, line) => sum + line.picks.length * stakeOf(line.betType, line.points, currencyExponent),
    0,
  );
}

/**
 * The slip line a refusal's field points at (`lines.1.picks.0`, `lines.0.stake`): the
 * order's lines are the slip's lines in the same order. Null for any other field.
 */
export function lineAtField(slip: readonly VnSlipLine[], field: unknown): number | null {
  if (typeof field !== 'string') return null;
  const m = /^lines\.(\d+)(?:\.|$)/.exec(field);
  if (!m) return null;
  const at = Number(m[1]);
  return at < slip.length ? at : null;
}
