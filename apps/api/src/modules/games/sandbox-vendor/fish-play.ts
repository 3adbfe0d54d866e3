import {
  catchFish,
  fishKindNames,
  fishKinds,
  newScene,
  shoot,
  type FishScene,
} from './games/fish.js';
import type { PlayAnswer, SandboxGame, SettleRound } from './sandbox-games.js';

type FishTable = Extract<SandboxGame, { kind: 'fish' }>;

/** A new player's scene, grown from a seed only the vendor knows. */
export const openScene = (seed: string): FishScene => newScene(seed);

/** What the page is told when it opens: the stakes, the kinds' multipliers and the fish. */
export function fishOffer(table: FishTable, scene: FishScene) {
  return {
    bets: table.bets,
    multipliers: Object.fromEntries(fishKindNames.map((k) => [k, fishKinds[k].multiplier])),
    fish: [...scene.swimming.values()],
  };
}

/**
 * One shot (docs/games.md, "Fish shooter"): a wallet round of the stake, aimed at a fish of
 * the player's scene; a hit catches it and the next fish swims in.
 */
export async function playShot(
  table: FishTable,
  scene: FishScene,
  body: Record<string, unknown>,
  deps: { draw: (n: number) => number; settle: SettleRound },
): Promise<PlayAnswer> {
  const bet = body.bet;
  if (typeof bet !== 'number' || !table.bets.includes(bet)) {
    return { status: 400, answer: { error: 'BAD_BET' } };
  }
  const id = body.fish;
  const target = typeof id === 'number' ? scene.swimming.get(id) : undefined;
  if (!target) return { status: 400, answer: { error: 'FISH_NOT_FOUND' } };
  const shot = shoot(target.kind, bet, deps.draw);
  const money = await deps.settle(bet, shot.win);
  if ('error' in money) return { status: 200, answer: money };
  // Another shot may have caught it meanwhile: then no fish swims in for this one.
  const spawned = shot.hit ? catchFish(scene, target.id) : null;
  return {
    status: 200,
    answer: {
      fish: target.id,
      kind: target.kind,
      hit: shot.hit,
      win: shot.win,
      balance: money.balance,
      spawned,
    },
  };
}
