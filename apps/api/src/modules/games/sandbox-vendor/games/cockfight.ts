import type { Fraction } from './line-slot.js';

/**
 * The sandbox vendor's cock-fight board: each fight is Meron (red corner) against Wala (blue
 * corner), and ends by a draw from the outcome table below (out of `OUTCOMES`). A bet on a
 * corner returns its stake times `CORNER_RETURN` (tenths) when the corner wins and its stake
 * back on a draw; a bet on the draw returns `DRAW_RETURN` times its stake. Every return is
 * computed exactly from the table (`exactRtp`).
 */
export const OUTCOMES = 1000;
export const outcomeWeights = { meron: 485, wala: 485, draw: 30 } as const;
export type FightOutcome = keyof typeof outcomeWeights;
export type FightBet = FightOutcome;
export const fightBets: readonly FightBet[] = ['meron', 'wala', 'draw'];

/** A winning corner bet returns 1.9 times its stake (in tenths, so amounts stay whole). */
export const CORNER_RETURN_TENTHS = 19;
export const DRAW_RETURN = 31;

/** The outcome of a draw in [0, OUTCOMES). */
export function outcomeOf(n: number): FightOutcome {
  if (n < outcomeWeights.meron) return 'meron';
  if (n < outcomeWeights.meron + outcomeWeights.wala) return 'wala';
  return 'draw';
}

/**
 * What a bet returns for an outcome (stake included), in whole minor units: stakes are
 * multiples of ten, so a corner's 1.9 times is whole.
 */
export function fightReturn(bet: FightBet, stake: number, outcome: FightOutcome): number {
  if (bet === 'draw') return outcome === 'draw' ? stake * DRAW_RETURN : 0;
  if (outcome === 'draw') return stake;
  return bet === outcome ? (stake * CORNER_RETURN_TENTHS) / 10 : 0;
}

/** The exact return of a unit bet: its return over every outcome, weighted by the table. */
export function exactRtp(bet: FightBet): Fraction {
  let numerator = 0n;
  for (const outcome of Object.keys(outcomeWeights) as FightOutcome[]) {
    numerator += BigInt(outcomeWeights[outcome]) * BigInt(fightReturn(bet, 10, outcome));
  }
  return { numerator, denominator: BigInt(OUTCOMES) * 10n };
}

/** The two birds of fight `n`: names from a fixed list, so each fight looks its own. */
const birds = ['Relámpago', 'Tornado', 'Centella', 'Bravo', 'Cometa', 'Trueno', 'Fénix', 'Rayo'];
export function fightCard(n: number): { meron: string; wala: string } {
  const meron = birds[n % birds.length]!;
  const wala = birds[(n * 3 + 1) % birds.length]!;
  return { meron, wala: wala === meron ? birds[(n + 4) % birds.length]! : wala };
}
