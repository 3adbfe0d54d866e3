import { SANDBOX_SEAMLESS, SANDBOX_TRANSFER } from './catalogue.js';
import { ANTES } from './games/showdown.js';
import type { Sport } from './games/matches.js';
import type { RoundOutcome } from './seamless-round.js';
import { slotOf, type SandboxSlot } from './sandbox-slots.js';

/**
 * A game the sandbox vendor deals: a slot, its roulette table, its cock-fight board, its fish
 * shooter, a board of matches (football or e-sports) or its card room.
 */
export type SandboxGame =
  | { kind: 'slot'; slot: SandboxSlot }
  | {
      kind: 'roulette';
      /** The chips a player stakes with (minor units). */
      chips: readonly number[];
      /** The most one spin may take, over every bet on the table. */
      maxTotal: number;
      /** The most bets one spin may carry. */
      maxBets: number;
    }
  | {
      kind: 'cockfight';
      /** The chips a player stakes with (minor units, multiples of ten). */
      chips: readonly number[];
      /** The most one fight may take, over the three bets. */
      maxTotal: number;
    }
  | {
      kind: 'fish';
      /** The stakes a shot may take (minor units). */
      bets: readonly number[];
    }
  | {
      kind: 'match';
      sport: Sport;
      /** The stakes a bet may take (minor units, whole hundreds). */
      stakes: readonly number[];
      /** How many matches the board shows at once. */
      matches: number;
    }
  | {
      kind: 'showdown';
      /** The antes a player may pick (minor units). */
      antes: readonly number[];
    };

const roulette: SandboxGame = {
  kind: 'roulette',
  chips: [1000, 5000, 10_000, 50_000],
  maxTotal: 1_000_000,
  maxBets: 40,
};

const cockfight: SandboxGame = {
  kind: 'cockfight',
  chips: [1000, 5000, 10_000, 50_000],
  maxTotal: 500_000,
};

const fish: SandboxGame = { kind: 'fish', bets: [1000, 2000, 5000, 10_000] };

const boards: Record<string, SandboxGame> = {
  'SPORTS-LEAGUE': {
    kind: 'match',
    sport: 'football',
    stakes: [1000, 5000, 10_000, 50_000],
    matches: 4,
  },
  'ESPORTS-ARENA': {
    kind: 'match',
    sport: 'esports',
    stakes: [1000, 5000, 10_000, 50_000],
    matches: 4,
  },
};

export function sandboxGameOf(vendor: string, gameCode: string): SandboxGame | undefined {
  const slot = slotOf(vendor, gameCode);
  if (slot) return { kind: 'slot', slot };
  if (vendor === SANDBOX_SEAMLESS && gameCode === 'ROULETTE-EU') return roulette;
  if (vendor === SANDBOX_SEAMLESS && gameCode === 'COCK-DERBY') return cockfight;
  if (vendor === SANDBOX_SEAMLESS && gameCode === 'FISH-REEF') return fish;
  if (vendor === SANDBOX_SEAMLESS && Object.hasOwn(boards, gameCode)) return boards[gameCode];
  if (vendor === SANDBOX_TRANSFER && gameCode === 'CARDS-SHOWDOWN') {
    return { kind: 'showdown', antes: ANTES };
  }
  return undefined;
}

/** The largest stake a spin of the game may take: demo play starts with a hundred of them. */
export function largestStake(game: SandboxGame): number {
  if (game.kind === 'slot') return game.slot.bets[game.slot.bets.length - 1]!;
  if (game.kind === 'showdown') return game.antes[game.antes.length - 1]!;
  if (game.kind === 'cockfight') return 10 * game.chips[0]!;
  if (game.kind === 'fish') return game.bets[game.bets.length - 1]!;
  if (game.kind === 'match') return 10 * game.stakes[0]!;
  return 20 * game.chips[0]!;
}

/** What a game handler answers the page: a status and a JSON body. */
export type PlayAnswer = { status: number; answer: Record<string, unknown> };

/** A round's money (demo, transfer desk or the site's wallet): the stake, then the return. */
export type SettleRound = (
  stake: number,
  won: number,
  beforeWin?: (balance: number) => Promise<void>,
) => Promise<RoundOutcome>;
