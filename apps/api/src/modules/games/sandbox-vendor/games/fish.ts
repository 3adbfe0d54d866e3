import { createHash } from 'node:crypto';
import type { Fraction } from './line-slot.js';

/**
 * The sandbox vendor's fish shooter. A shot is aimed at one fish of the player's scene; it
 * hits that fish's kind with probability `hits / HIT_DRAWS` (one draw of `randomInt`) and
 * then returns the stake times the kind's multiplier; a miss returns nothing. Each kind's
 * `hits × multiplier` is 1,900 of 2,000, so every kind returns exactly 95% whatever fish a
 * player picks (`exactRtp`).
 */
export const HIT_DRAWS = 2000;

export const fishKinds = {
  clownfish: { multiplier: 2, hits: 950, spawn: 30 },
  puffer: { multiplier: 4, hits: 475, spawn: 22 },
  turtle: { multiplier: 5, hits: 380, spawn: 16 },
  lionfish: { multiplier: 10, hits: 190, spawn: 12 },
  ray: { multiplier: 20, hits: 95, spawn: 8 },
  shark: { multiplier: 25, hits: 76, spawn: 6 },
  whale: { multiplier: 50, hits: 38, spawn: 4 },
  dragon: { multiplier: 100, hits: 19, spawn: 2 },
} as const;
export type FishKind = keyof typeof fishKinds;
export const fishKindNames = Object.keys(fishKinds) as FishKind[];

/** What a shot returns, stake included: the stake times the multiplier on a hit, else 0. */
export function shotReturn(kind: FishKind, stake: number, hit: boolean): number {
  return hit ? stake * fishKinds[kind].multiplier : 0;
}

/** One shot at a fish of `kind`: `randomInt(n)` draws a whole number in [0, n). */
export function shoot(
  kind: FishKind,
  stake: number,
  randomInt: (n: number) => number,
): { hit: boolean; win: number } {
  const hit = randomInt(HIT_DRAWS) < fishKinds[kind].hits;
  return { hit, win: shotReturn(kind, stake, hit) };
}

/** The exact return of a unit shot at a kind: hits × multiplier over the draws. */
export function exactRtp(kind: FishKind): Fraction {
  const { multiplier, hits } = fishKinds[kind];
  return { numerator: BigInt(hits) * BigInt(multiplier), denominator: BigInt(HIT_DRAWS) };
}

const SPAWN_TOTAL = fishKindNames.reduce((sum, k) => sum + fishKinds[k].spawn, 0);

/**
 * The return of a shot at a fish picked as scenes bring them (by spawn weight). Every kind
 * returns the same, so this holds for any mix of kinds a player aims at.
 */
export function overallRtp(): Fraction {
  let numerator = 0n;
  for (const kind of fishKindNames) {
    const { multiplier, hits, spawn } = fishKinds[kind];
    numerator += BigInt(spawn) * BigInt(hits) * BigInt(multiplier);
  }
  return { numerator, denominator: BigInt(SPAWN_TOTAL) * BigInt(HIT_DRAWS) };
}

/** The sea the page draws, in its own units: fish swim across it, left to right or back. */
export const SEA = { width: 1000, height: 600 } as const;

/**
 * A fish of a scene: its kind and how it swims. The page works its place out from these (it
 * enters at `phase` thousandths of its crossing and loops), so only the vendor makes fish.
 */
export type Fish = {
  id: number;
  kind: FishKind;
  /** The height of its path, in sea units. */
  lane: number;
  /** 1 swims to the right, -1 to the left. */
  heading: 1 | -1;
  /** Sea units a second. */
  speed: number;
  /** Where on its crossing it is when it appears, in thousandths. */
  phase: number;
  /** How far it weaves up and down, in sea units. */
  weave: number;
};

/** Slower fish for the big kinds, so they stay on screen longer. */
const paces: Record<FishKind, number> = {
  clownfish: 1.3,
  puffer: 1.1,
  turtle: 0.8,
  lionfish: 1,
  ray: 0.9,
  shark: 1.2,
  whale: 0.55,
  dragon: 0.7,
};

/**
 * Fish `id` of the scene grown from `seed`: the same seed and id always make the same fish,
 * so the vendor keeps a scene as its seed and the ids still swimming.
 */
export function fishOf(seed: string, id: number): Fish {
  const bytes = createHash('sha256').update(`${seed}:${id}`).digest();
  let roll = bytes.readUInt32BE(0) % SPAWN_TOTAL;
  let kind: FishKind = fishKindNames[0]!;
  for (const name of fishKindNames) {
    if (roll < fishKinds[name].spawn) {
      kind = name;
      break;
    }
    roll -= fishKinds[name].spawn;
  }
  return {
    id,
    kind,
    lane: 80 + (bytes.readUInt16BE(4) % (SEA.height - 200)),
    heading: bytes[6]! % 2 === 0 ? 1 : -1,
    speed: Math.round((50 + (bytes[7]! % 50)) * paces[kind]),
    phase: bytes.readUInt16BE(8) % 1000,
    weave: 6 + (bytes[10]! % 22),
  };
}

/** How many fish swim in a scene at once. */
export const SCENE_SIZE = 10;

/** A player's scene: its seed, the fish still swimming, and the id the next fish takes. */
export type FishScene = { seed: string; swimming: Map<number, Fish>; next: number };

export function newScene(seed: string): FishScene {
  const swimming = new Map<number, Fish>();
  for (let id = 0; id < SCENE_SIZE; id += 1) swimming.set(id, fishOf(seed, id));
  return { seed, swimming, next: SCENE_SIZE };
}

/** A caught fish leaves the scene and the next fish of the seed swims in; answers it. */
export function catchFish(scene: FishScene, id: number): Fish | null {
  if (!scene.swimming.delete(id)) return null;
  const fresh = { ...fishOf(scene.seed, scene.next), phase: 0 };
  scene.swimming.set(fresh.id, fresh);
  scene.next += 1;
  return fresh;
}
