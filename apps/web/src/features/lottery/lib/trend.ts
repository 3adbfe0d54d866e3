import type { LotteryResult } from '@sorteo/shared/lottery/results';

/**
 * How often each digit came out at each 5D position over `results`: `counts[position][digit]`,
 * positions 0–4 for 1–5.
 */
export function digitFrequency(results: readonly LotteryResult[]): number[][] {
  const counts = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
  for (const result of results) {
    if (result.family !== '5D') continue;
    result.digits.forEach((digit, position) => {
      counts[position]![digit]! += 1;
    });
  }
  return counts;
}

/** The dice sums of K3 results, oldest first (a trend reads left to right). */
export function k3SumsOldestFirst(results: readonly LotteryResult[]): number[] {
  return results
    .filter((r): r is Extract<LotteryResult, { family: 'K3' }> => r.family === 'K3')
    .map((r) => r.dice.reduce((n, d) => n + d, 0))
    .reverse();
}

export const sumOfResult = (result: LotteryResult): number | null => {
  if (result.family === '5D') return result.digits.reduce((n, d) => n + d, 0);
  if (result.family === 'K3') return result.dice.reduce((n, d) => n + d, 0);
  return null;
};
