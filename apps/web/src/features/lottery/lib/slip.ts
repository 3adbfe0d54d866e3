import type { BetType } from '@sorteo/shared/lottery/bet-types';
import type { BetLine } from '@sorteo/shared/contract/lottery';

/** One selection of the slip: a pick of a bet type. */
export interface SlipEntry {
  betType: BetType;
  pick: string;
}

export const sameEntry = (a: SlipEntry, b: SlipEntry) =>
  a.betType === b.betType && a.pick === b.pick;

/** Adds the entry, or takes it out when it is already on the slip. */
export function toggleEntry(entries: readonly SlipEntry[], entry: SlipEntry): SlipEntry[] {
  return entries.some((e) => sameEntry(e, entry))
    ? entries.filter((e) => !sameEntry(e, entry))
    : [...entries, entry];
}

/**
 * The order's lines: one per bet type in the order first chosen, each with its picks in the
 * order chosen and the same stake per pick.
 */
export function linesOf(entries: readonly SlipEntry[], stake: number): BetLine[] {
  const lines: BetLine[] = [];
  for (const { betType, pick } of entries) {
    const line = lines.find((l) => l.betType === betType);
    if (line) line.picks.push(pick);
    else lines.push({ betType, picks: [pick], stake });
  }
  return lines;
}

/** What the slip costs per period, in minor units. */
export function slipTotal(entries: readonly SlipEntry[], stake: number): number {
  return entries.length * stake;
}

/**
 * The slip entry a refusal's field points at (`lines.1.picks.0`, `lines.0.stake`): the
 * entry itself for a pick, every entry of the line for its stake or bet type.
 */
export function entriesAtField(
  entries: readonly SlipEntry[],
  field: string | undefined,
): { entries: SlipEntry[]; stake: boolean } {
  const m = field ? /^lines\.(\d+)(?:\.(picks)\.(\d+)|\.(stake)|\.(betType))?/.exec(field) : null;
  if (!m) return { entries: [], stake: false };
  const line = linesOf(entries, 0)[Number(m[1])];
  if (!line) return { entries: [], stake: false };
  if (m[2]) {
    const pick = line.picks[Number(m[3])];
    return {
      entries: pick === undefined ? [] : [{ betType: line.betType, pick }],
      stake: false,
    };
  }
  return {
    entries: line.picks.map((pick) => ({ betType: line.betType, pick })),
    stake: m[4] !== undefined,
  };
}
