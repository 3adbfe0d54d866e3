import { describe, expect, it } from 'vitest';
import { basisPoints } from './line-slot.js';
import {
  catchFish,
  exactRtp,
  fishKindNames,
  fishKinds,
  fishOf,
  HIT_DRAWS,
  newScene,
  overallRtp,
  SCENE_SIZE,
  SEA,
  shoot,
} from './fish.js';

describe('the fish shooter', () => {
  it('returns exactly 95% on every kind of fish, and overall', () => {
    for (const kind of fishKindNames) {
      const { numerator, denominator } = exactRtp(kind);
      expect(numerator * 20n).toBe(19n * denominator);
    }
    const overall = overallRtp();
    expect(overall.numerator * 20n).toBe(19n * overall.denominator);
    expect(basisPoints(overall)).toBe(9500);
  });

  it('returns the same by playing every draw of a shot once, for every kind', () => {
    for (const kind of fishKindNames) {
      let returned = 0;
      let hits = 0;
      for (let n = 0; n < HIT_DRAWS; n += 1) {
        const shot = shoot(kind, 10, () => n);
        returned += shot.win;
        if (shot.hit) hits += 1;
      }
      expect(hits).toBe(fishKinds[kind].hits);
      const { numerator, denominator } = exactRtp(kind);
      expect(BigInt(returned) * denominator).toBe(numerator * BigInt(HIT_DRAWS * 10));
    }
  });

  it('pays the stake times the multiplier on a hit and nothing on a miss', () => {
    expect(shoot('clownfish', 1000, () => 0)).toEqual({ hit: true, win: 2000 });
    expect(shoot('clownfish', 1000, () => 950)).toEqual({ hit: false, win: 0 });
    expect(shoot('dragon', 1000, () => 18)).toEqual({ hit: true, win: 100_000 });
    expect(shoot('dragon', 1000, () => 19)).toEqual({ hit: false, win: 0 });
  });

  it('grows the same scene from the same seed, fish inside the sea', () => {
    expect(fishOf('seed', 3)).toEqual(fishOf('seed', 3));
    expect(fishOf('seed', 3)).not.toEqual(fishOf('other', 3));
    const seen = new Set<string>();
    for (let id = 0; id < 500; id += 1) {
      const fish = fishOf('sea', id);
      seen.add(fish.kind);
      expect(fish.lane).toBeGreaterThanOrEqual(80);
      expect(fish.lane).toBeLessThan(SEA.height - 120);
      expect(fish.speed).toBeGreaterThan(0);
      expect(fish.phase).toBeLessThan(1000);
    }
    expect(seen.size).toBe(fishKindNames.length);
  });

  it('replaces a caught fish with the next of the seed, once', () => {
    const scene = newScene('sea');
    expect(scene.swimming.size).toBe(SCENE_SIZE);
    const fresh = catchFish(scene, 4);
    expect(fresh).toMatchObject({ id: SCENE_SIZE, kind: fishOf('sea', SCENE_SIZE).kind, phase: 0 });
    expect(scene.swimming.has(4)).toBe(false);
    expect(scene.swimming.size).toBe(SCENE_SIZE);
    expect(catchFish(scene, 4)).toBeNull();
  });
});
