import type { BetType, LotteryFamily } from '@sorteo/shared/lottery/bet-types';
import { fiveDBetTypes, k3BetTypes } from '@sorteo/shared/lottery/bet-types';

/** One choice a picker offers: the canonical pick and how to show it. */
export interface PickOption {
  pick: string;
  /** The part after the position, or the whole pick: a digit, `big`, a sum, a face. */
  value: string;
}

/** A row of choices; positional bet types have one row per position (1–5). */
export interface PickGroup {
  /** 1–5 for positional rows, null for a bet type without positions. */
  position: number | null;
  options: PickOption[];
}

const digits = Array.from({ length: 10 }, (_, d) => String(d));
const positions = [1, 2, 3, 4, 5];

const positional = (values: readonly string[]): PickGroup[] =>
  positions.map((position) => ({
    position,
    options: values.map((value) => ({ pick: `${position}:${value}`, value })),
  }));

const flat = (values: readonly string[]): PickGroup[] => [
  { position: null, options: values.map((value) => ({ pick: value, value })) },
];

/** The bet types a page of the family offers, in tab order (5D and K3; VN has its own page). */
export function betTypesOfFamily(family: LotteryFamily): readonly BetType[] {
  if (family === '5D') return fiveDBetTypes;
  if (family === 'K3') return k3BetTypes;
  return [];
}

/** Every choice of a 5D or K3 bet type, grouped as the picker lays them out. */
export function pickGroupsOf(betType: BetType): PickGroup[] {
  switch (betType) {
    case 'pos_digit':
      return positional(digits);
    case 'pos_big_small':
      return positional(['big', 'small']);
    case 'pos_odd_even':
      return positional(['odd', 'even']);
    case 'sum_big_small':
    case 'big_small':
      return flat(['big', 'small']);
    case 'sum_odd_even':
    case 'odd_even':
      return flat(['odd', 'even']);
    case 'sum':
      return flat(Array.from({ length: 14 }, (_, i) => String(i + 4)));
    case 'triple_any':
      return flat(['any']);
    case 'triple':
      return flat(['1', '2', '3', '4', '5', '6']);
    default:
      return [];
  }
}

/** A pick split into its position (or null) and its value, for labels. */
export function splitPick(pick: string): { position: number | null; value: string } {
  const m = /^([1-5]):(.+)$/.exec(pick);
  return m ? { position: Number(m[1]), value: m[2]! } : { position: null, value: pick };
}

/** Words rather than digits: these values have a translated name (`lottery.values.*`). */
export const namedValues = new Set(['big', 'small', 'odd', 'even', 'any']);
