import { SANDBOX_SEAMLESS, SANDBOX_TRANSFER } from './catalogue.js';
import { ANTES } from './games/showdown.js';
import { slotOf, type SandboxSlot } from './sandbox-slots.js';

/** A game the sandbox vendor deals: a slot, its roulette table, its cock-fight board or card room. */
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

export function sandboxGameOf(vendor: string, gameCode: string): SandboxGame | undefined {
  const slot = slotOf(vendor, gameCode);
  if (slot) return { kind: 'slot', slot };
  if (vendor === SANDBOX_SEAMLESS && gameCode === 'ROULETTE-EU') return roulette;
  if (vendor === SANDBOX_SEAMLESS && gameCode === 'COCK-DERBY') return cockfight;
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
  return 20 * game.chips[0]!;
}
