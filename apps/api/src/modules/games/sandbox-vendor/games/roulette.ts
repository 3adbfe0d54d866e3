import type { Fraction } from './line-slot.js';

/**
 * European roulette as the sandbox vendor's live table deals it: one zero, 37 pockets drawn
 * uniformly. A winning bet returns its stake times (payout + 1); zero loses every outside
 * bet. Every kind of bet returns 36/37 of what it stakes (`exactRtp`).
 */
export const POCKETS = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const colourOf = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';

export type RouletteBet =
  | { kind: 'straight'; value: number }
  | { kind: 'red' | 'black' | 'even' | 'odd' | 'low' | 'high' }
  | { kind: 'dozen' | 'column'; value: 1 | 2 | 3 };

/** What each kind pays to one, and the pockets it wins on. */
export const betKinds = {
  straight: { payout: 35, wins: (n: number, v?: number) => n === v },
  red: { payout: 1, wins: (n: number) => colourOf(n) === 'red' },
  black: { payout: 1, wins: (n: number) => colourOf(n) === 'black' },
  even: { payout: 1, wins: (n: number) => n !== 0 && n % 2 === 0 },
  odd: { payout: 1, wins: (n: number) => n % 2 === 1 },
  low: { payout: 1, wins: (n: number) => n >= 1 && n <= 18 },
  high: { payout: 1, wins: (n: number) => n >= 19 },
  dozen: { payout: 2, wins: (n: number, v?: number) => n !== 0 && Math.ceil(n / 12) === v },
  column: { payout: 2, wins: (n: number, v?: number) => n !== 0 && ((n - 1) % 3) + 1 === v },
} as const;
export type BetKind = keyof typeof betKinds;

const valueOf = (bet: RouletteBet): number | undefined => ('value' in bet ? bet.value : undefined);

/** Whether a bet names a real place on the table. */
export function isValidBet(bet: RouletteBet): boolean {
  if (!(bet.kind in betKinds)) return false;
  if (bet.kind === 'straight')
    return Number.isInteger(bet.value) && bet.value >= 0 && bet.value < POCKETS;
  if (bet.kind === 'dozen' || bet.kind === 'column') return [1, 2, 3].includes(bet.value);
  return !('value' in bet);
}

/** What a bet of `stake` returns when the ball lands on `pocket`: 0 when it loses. */
export function returnOf(bet: RouletteBet, stake: number, pocket: number): number {
  const kind = betKinds[bet.kind];
  return kind.wins(pocket, valueOf(bet)) ? stake * (kind.payout + 1) : 0;
}

/** The exact return of a kind of bet, over the 37 pockets: the same 36/37 for every kind. */
export function exactRtp(bet: RouletteBet): Fraction {
  let numerator = 0n;
  for (let pocket = 0; pocket < POCKETS; pocket += 1) {
    numerator += BigInt(returnOf(bet, 1, pocket));
  }
  return { numerator, denominator: BigInt(POCKETS) };
}
