import type { LotteryFamily } from '@sorteo/shared/lottery/bet-types';
import { drawResult, isSeedHex, seedHashOf } from '@sorteo/shared/lottery/fair-draw';
import type { LotteryResult } from '@sorteo/shared/lottery/results';

/** What the site published for a period, as far as the verifier reads it. */
export interface PublishedDraw {
  seedHash: string | null;
  result: LotteryResult | null;
}

export interface Verification {
  /** SHA-256 of the seed given, computed here. */
  seedHash: string;
  /** The result the seed gives, computed here. */
  result: LotteryResult;
  /** Null when nothing was published to compare with. */
  hashMatches: boolean | null;
  /** Null while the period has no published result. */
  resultMatches: boolean | null;
  /** `match` only when both the commitment and the result agree. */
  verdict: 'match' | 'mismatch' | 'pending';
}

export const periodNoPattern = /^\d{8}-\d{4}$/;

const valuesOf = (result: LotteryResult): readonly (string | number)[] => {
  switch (result.family) {
    case 'VN':
      return result.prizes;
    case '5D':
      return result.digits;
    case 'K3':
      return result.dice;
  }
};

/**
 * Whether two results are the same draw: the same family and the same numbers in the same
 * places. The values are compared, not their text, so the order of an object's keys (or any
 * field besides the numbers) does not decide.
 */
export function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  if (a.family !== b.family) return false;
  const x = valuesOf(a);
  const y = valuesOf(b);
  return (
    Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i])
  );
}

/** Recomputes a self-drawn period from its seed and compares with what was published. */
export function verifyDraw(
  family: LotteryFamily,
  gameCode: string,
  periodNo: string,
  seed: string,
  published: PublishedDraw | null,
): Verification {
  const seedHex = seed.toLowerCase();
  if (!isSeedHex(seedHex)) throw new Error('seed must be 64 hex characters');
  const seedHash = seedHashOf(seedHex);
  const result = drawResult(family, seedHex, gameCode, periodNo);
  const hashMatches = published?.seedHash ? published.seedHash.toLowerCase() === seedHash : null;
  const resultMatches = published?.result ? sameResult(published.result, result) : null;
  const verdict =
    hashMatches === false || resultMatches === false
      ? 'mismatch'
      : hashMatches === true && resultMatches === true
        ? 'match'
        : 'pending';
  return { seedHash, result, hashMatches, resultMatches, verdict };
}
