import { familyOfBetType, xienSizeOf, type BetType } from './bet-types.js';
import { vnEndings2, vnEndings3, type LotteryResult } from './results.js';

const twoDigits = /^\d{2}$/;
const threeDigits = /^\d{3}$/;
const oneDigit = /^\d$/;
const position = /^([1-5]):(.+)$/;

/** True when `pick` is a canonical pick of `betType` (see bet-types.ts). */
export function isValidPick(betType: BetType, pick: string): boolean {
  switch (betType) {
    case 'lo2':
    case 'de':
      return twoDigits.test(pick);
    case 'lo3':
    case 'three_cang':
      return threeDigits.test(pick);
    case 'de_head':
    case 'de_tail':
      return oneDigit.test(pick);
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      const numbers = pick.split('-');
      if (numbers.length !== xienSizeOf(betType)) return false;
      return numbers.every((n, i) => twoDigits.test(n) && (i === 0 || numbers[i - 1]! < n));
    }
    case 'pos_digit': {
      const m = position.exec(pick);
      return m !== null && oneDigit.test(m[2]!);
    }
    case 'pos_big_small': {
      const m = position.exec(pick);
      return m !== null && (m[2] === 'big' || m[2] === 'small');
    }
    case 'pos_odd_even': {
      const m = position.exec(pick);
      return m !== null && (m[2] === 'odd' || m[2] === 'even');
    }
    case 'sum_big_small':
    case 'big_small':
      return pick === 'big' || pick === 'small';
    case 'sum_odd_even':
    case 'odd_even':
      return pick === 'odd' || pick === 'even';
    case 'sum':
      return /^(?:[4-9]|1[0-7])$/.test(pick);
    case 'triple_any':
      return pick === 'any';
    case 'triple':
      return /^[1-6]$/.test(pick);
  }
}

const sumOf = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);
const bigSmall = (isBig: boolean) => (isBig ? 'big' : 'small');
const oddEven = (value: number) => (value % 2 === 1 ? 'odd' : 'even');

/**
 * How many times a pick wins on a result: the number of occurrences for lô (one number can
 * end several prizes), 1 or 0 for every other bet type. The pick must be valid and of the
 * result's family.
 */
export function hitsOf(betType: BetType, pick: string, result: LotteryResult): number {
  if (familyOfBetType(betType) !== result.family) throw new Error(`${betType} on ${result.family}`);
  if (result.family === 'VN') {
    const special = result.prizes[0]!;
    switch (betType) {
      case 'lo2':
        return vnEndings2(result.prizes).filter((e) => e === pick).length;
      case 'lo3':
        return vnEndings3(result.prizes).filter((e) => e === pick).length;
      case 'de':
        return Number(special.slice(-2) === pick);
      case 'de_head':
        return Number(special.slice(-2, -1) === pick);
      case 'de_tail':
        return Number(special.slice(-1) === pick);
      case 'three_cang':
        return Number(special.slice(-3) === pick);
      default: {
        const endings = new Set(vnEndings2(result.prizes));
        return Number(pick.split('-').every((n) => endings.has(n)));
      }
    }
  }
  if (result.family === '5D') {
    const digits = result.digits;
    const sum = sumOf(digits);
    const m = position.exec(pick);
    const atPosition = m ? digits[Number(m[1]) - 1]! : 0;
    switch (betType) {
      case 'pos_digit':
        return Number(String(atPosition) === m?.[2]);
      case 'pos_big_small':
        return Number(bigSmall(atPosition >= 5) === m?.[2]);
      case 'pos_odd_even':
        return Number(oddEven(atPosition) === m?.[2]);
      case 'sum_big_small':
        return Number(bigSmall(sum >= 23) === pick);
      default:
        return Number(oddEven(sum) === pick);
    }
  }
  const dice = result.dice;
  const sum = sumOf(dice);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  switch (betType) {
    case 'sum':
      return Number(String(sum) === pick);
    case 'big_small':
      return Number(!triple && bigSmall(sum >= 11) === pick);
    case 'odd_even':
      return Number(!triple && oddEven(sum) === pick);
    case 'triple_any':
      return Number(triple);
    default:
      return Number(triple && String(dice[0]) === pick);
  }
}

/** Every k-number xiên pick out of the chosen two-digit numbers (the slip expands a choice). */
export function xienPicks(numbers: readonly string[], k: number): string[] {
  if (!Number.isInteger(k) || k < 1) return [];
  const sorted = [...new Set(numbers)].sort();
  const picks: string[] = [];
  const walk = (from: number, chosen: string[]) => {
    if (chosen.length === k) {
      picks.push(chosen.join('-'));
      return;
    }
    for (let i = from; i < sorted.length; i += 1) walk(i + 1, [...chosen, sorted[i]!]);
  };
  walk(0, []);
  return picks;
}
