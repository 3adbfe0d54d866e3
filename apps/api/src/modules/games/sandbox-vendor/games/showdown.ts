/**
 * Three Card Showdown, the sandbox vendor's card room (PVP): four seats each ante the same
 * stake, each is dealt three cards from one shuffled deck, and the best hand takes the pot
 * less the room's 5% rake; tied best hands split it. Seats the players do not fill are
 * played by the room's own players, so a table always deals.
 *
 * Every seat is dealt the same way, so each one's expected share is the same, and every
 * hand pays out the whole pot less the rake: a seat's return is exactly (pot − rake) / seats
 * of what it staked (`exactRtp`). Antes are multiples of 60 so that every share is whole.
 */
import type { Fraction } from './line-slot.js';

export const SEATS = 4;
export const RAKE_PERCENT = 5;
export const ANTES = [3000, 6000, 15_000, 30_000] as const;

/** A card: rank 2–14 (14 the ace) and suit 0–3. */
export type Card = { rank: number; suit: number };

export const categories = ['high', 'pair', 'flush', 'straight', 'straight-flush', 'three'] as const;
export type Category = (typeof categories)[number];

export const fullDeck = (): Card[] =>
  Array.from({ length: 52 }, (_, i) => ({ rank: 2 + (i % 13), suit: Math.floor(i / 13) }));

/** The highest card of a straight, or 0: A-2-3 is the lowest straight, Q-K-A the highest. */
function straightHigh(ranks: number[]): number {
  const [a, b, c] = ranks as [number, number, number];
  if (a === 14 && b === 3 && c === 2) return 3;
  return a - b === 1 && b - c === 1 ? a : 0;
}

/** A hand's category and its score: a higher score wins, equal scores tie. */
export function rankHand(hand: readonly Card[]): { category: Category; score: number } {
  const ranks = hand.map((c) => c.rank).sort((x, y) => y - x);
  const flush = hand.every((c) => c.suit === hand[0]!.suit);
  const high = straightHigh(ranks);
  const [a, b, c] = ranks as [number, number, number];
  let category: Category;
  let tiebreak: number[];
  if (a === c) [category, tiebreak] = ['three', [a]];
  else if (high && flush) [category, tiebreak] = ['straight-flush', [high]];
  else if (high) [category, tiebreak] = ['straight', [high]];
  else if (flush) [category, tiebreak] = ['flush', ranks];
  else if (a === b || b === c) {
    const pair = b;
    [category, tiebreak] = ['pair', [pair, a === b ? c : a]];
  } else [category, tiebreak] = ['high', ranks];
  const score =
    tiebreak.reduce((s, r) => s * 15 + r, categories.indexOf(category)) *
    15 ** (3 - tiebreak.length);
  return { category, score };
}

/** Deals each seat three cards from a deck shuffled with `draw` (Fisher–Yates). */
export function deal(draw: (n: number) => number): Card[][] {
  const deck = fullDeck();
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return Array.from({ length: SEATS }, (_, s) => deck.slice(s * 3, s * 3 + 3));
}

/**
 * What each seat takes from a pot of `SEATS` antes: the best hands share it less the rake.
 * The rake takes what a split cannot share in whole units, so the payouts and the rake
 * always make the pot.
 */
export function settleHands(hands: readonly (readonly Card[])[], ante: number) {
  const scores = hands.map((h) => rankHand(h).score);
  const best = Math.max(...scores);
  const winners = scores.flatMap((s, seat) => (s === best ? [seat] : []));
  const pot = ante * hands.length;
  const share = Math.floor((pot - Math.floor((pot * RAKE_PERCENT) / 100)) / winners.length);
  const payouts = scores.map((s) => (s === best ? share : 0));
  return { winners, payouts, rake: pot - share * winners.length, pot };
}

/** A seat's exact return per unit staked: (pot − rake) / seats over the ante. */
export function exactRtp(ante: number): Fraction {
  const pot = BigInt(ante * SEATS);
  return { numerator: pot - (pot * BigInt(RAKE_PERCENT)) / 100n, denominator: pot };
}
