/**
 * Statistics for the draw tests (fairness.*.test.ts); plain arithmetic, no platform imports.
 *
 * Upper 1% critical values of χ² by degrees of freedom (NIST/SEMATECH e-Handbook of
 * Statistical Methods, §1.3.6.7.4, checked against scipy.stats.chi2.ppf(0.99, df)).
 */
export const CHI2_CRITICAL_99: Readonly<Record<number, number>> = {
  9: 21.666,
  15: 30.578,
  35: 57.342,
  45: 69.957,
  99: 134.642,
};

/** Two-sided 1% critical value of the standard normal (z at 0.995). */
export const Z_CRITICAL_99 = 2.5758;

/** Pearson's χ² of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i += 1) total += counts[i]!;
  const expected = total / counts.length;
  let chi2 = 0;
  for (let i = 0; i < counts.length; i += 1) chi2 += (counts[i]! - expected) ** 2 / expected;
  return chi2;
}

/**
 * Wald–Wolfowitz runs test on a two-valued sequence (1 above the median, 0 below): the z of
 * the number of runs against its mean and variance given how many of each value there are.
 */
export function runsZ(sequence: ArrayLike<number>): number {
  let ones = 0;
  let runs = sequence.length > 0 ? 1 : 0;
  for (let i = 0; i < sequence.length; i += 1) {
    if (sequence[i] === 1) ones += 1;
    if (i > 0 && sequence[i] !== sequence[i - 1]) runs += 1;
  }
  const n = sequence.length;
  const zeros = n - ones;
  const mean = (2 * ones * zeros) / n + 1;
  const variance = (2 * ones * zeros * (2 * ones * zeros - n)) / (n * n * (n - 1));
  return (runs - mean) / Math.sqrt(variance);
}

/** n choose k, exact for the small numbers here. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}

/** Chance that k given values all appear among `draws` independent uniform picks of `values`. */
export function xienWinChance(k: number, draws: number, values: number): number {
  let chance = 0;
  for (let missing = 0; missing <= k; missing += 1) {
    chance += (-1) ** missing * choose(k, missing) * ((values - missing) / values) ** draws;
  }
  return chance;
}

/** Period numbers to cycle through in a simulation, as the server writes them. */
export const SIMULATED_PERIODS: readonly string[] = Array.from(
  { length: 10_000 },
  (_, i) => `20261122-${String(i).padStart(4, '0')}`,
);

/**
 * 32-byte seeds in hex, one per call: SHA-256 of `label:0`, `label:1`, …. The server takes a
 * fresh seed from the system CSPRNG for every period; the checks take a fixed stream instead,
 * just as uniform for what they measure, so every run draws the same results and a failure
 * can be replayed rather than put down to chance.
 */
export function seedStream(label: string, sha256Hex: (text: string) => string): () => string {
  let n = 0;
  return () => sha256Hex(`${label}:${(n += 1)}`);
}
