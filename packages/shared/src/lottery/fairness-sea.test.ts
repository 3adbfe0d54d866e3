import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDrawStream, drawResult } from './fair-draw.js';
import { fromHex } from './sha256.js';
import {
  CHI2_CRITICAL_99,
  SIMULATED_PERIODS,
  Z_CRITICAL_99,
  chiSquareUniform,
  runsZ,
  seedStream,
} from './test-kit.js';

/**
 * A million 5D and a million K3 draws made as the server makes them: a 32-byte seed for every
 * period (from a fixed stream, see seedStream), then drawResult with its default (pure) HMAC.
 */
const DRAWS = 1_000_000;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const seedsFor = (label: string) => seedStream(`fairness-sea:${label}`, sha256Hex);

type Sample = {
  /** Count of each face at each place: place × faces + face. */
  places: Float64Array;
  /** Count of each pair of faces at the first two places. */
  pairs: Float64Array;
  /** Whether the first place was above the median, draw by draw. */
  high: Uint8Array;
};

function simulate(family: '5D' | 'K3', draws: number): Sample {
  const seed = seedsFor(family);
  const faces = family === '5D' ? 10 : 6;
  const first = family === '5D' ? 0 : 1;
  const placeCount = family === '5D' ? 5 : 3;
  const places = new Float64Array(placeCount * faces);
  const pairs = new Float64Array(faces * faces);
  const high = new Uint8Array(draws);
  const game = family === '5D' ? '5D_1M' : 'K3_1M';
  for (let draw = 0; draw < draws; draw += 1) {
    const period = SIMULATED_PERIODS[draw % SIMULATED_PERIODS.length]!;
    const result = drawResult(family, seed(), game, period);
    const values =
      result.family === '5D' ? result.digits : result.family === 'K3' ? result.dice : [];
    if (values.length !== placeCount) throw new Error(`${family} drew ${values.length} values`);
    for (let place = 0; place < placeCount; place += 1) {
      places[place * faces + values[place]! - first]! += 1;
    }
    pairs[(values[0]! - first) * faces + values[1]! - first]! += 1;
    high[draw] = values[0]! - first >= faces / 2 ? 1 : 0;
  }
  return { places, pairs, high };
}

/** Counts of one place, for a per-place look when a check fails. */
const placeOf = (sample: Sample, place: number, faces: number) =>
  sample.places.subarray(place * faces, (place + 1) * faces);

describe.each([
  // 5 places × (10 − 1) = 45 df; 100 pairs − 1 = 99 df
  { family: '5D' as const, faces: 10, placeDf: 45, pairDf: 99 },
  // 3 places × (6 − 1) = 15 df; 36 pairs − 1 = 35 df
  { family: 'K3' as const, faces: 6, placeDf: 15, pairDf: 35 },
])(`$family: ${DRAWS.toLocaleString('en')} draws`, ({ family, faces, placeDf, pairDf }) => {
  let drawn: Sample | undefined;
  /** Drawn by the first test that needs it (a hook would time out first). */
  const first = () => (drawn ??= simulate(family, DRAWS));

  it(`draws every face equally at every place (χ², ${placeDf} df, 1%)`, () => {
    const sample = first();
    const places = sample.places.length / faces;
    for (let place = 0; place < places; place += 1) {
      const counts = [...placeOf(sample, place, faces)];
      expect(counts.reduce((n, c) => n + c, 0)).toBe(DRAWS);
    }
    // χ² of each place against a uniform face, summed: independent places add their df
    const statistic = (s: Sample) =>
      Array.from({ length: places }, (_, place) =>
        chiSquareUniform(placeOf(s, place, faces)),
      ).reduce((n, chi2) => n + chi2, 0);
    expect(statistic(sample)).toBeLessThan(CHI2_CRITICAL_99[placeDf]!);
  });

  it(`draws the first two places independently (χ² of pairs, ${pairDf} df, 1%)`, () => {
    expect(chiSquareUniform(first().pairs)).toBeLessThan(CHI2_CRITICAL_99[pairDf]!);
  });

  it('shows no runs pattern above and below the median at the first place (Wald–Wolfowitz, 1%)', () => {
    expect(Math.abs(runsZ(first().high))).toBeLessThan(Z_CRITICAL_99);
  });
});

describe('the checks above', () => {
  it('catch the modulo bias that rejection sampling avoids', () => {
    // byte mod 10 without rejection favours 0–5 (26 bytes each against 25): on 200,000 digits
    // χ² comes out near 70 where the 1% limit of 9 df is 21.7
    const seed = seedsFor('modulo-bias');
    const counts = new Float64Array(10);
    for (let period = 0; period < 10_000; period += 1) {
      const stream = createDrawStream(fromHex(seed())!, '5D_1M', SIMULATED_PERIODS[period]!);
      for (let i = 0; i < 20; i += 1) counts[stream.uniform(256) % 10]! += 1;
    }
    expect(chiSquareUniform(counts)).toBeGreaterThan(CHI2_CRITICAL_99[9]!);
  });
});
