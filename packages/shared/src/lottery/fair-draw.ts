import type { LotteryFamily } from './bet-types.js';
import type { LotteryResult } from './results.js';
import { vnTiers } from './results.js';
import { fromHex, keyedHmacSha256, sha256, toHex, type HmacSha256 } from './sha256.js';

/**
 * Provably fair draws (DOMAIN "Lottery"): a period's 32-byte server seed is committed by
 * publishing SHA-256(seed) while the period is open and revealed after the draw. The result
 * is a fixed function of HMAC-SHA256(seed, "<gameCode>:<periodNo>:<round>") for rounds
 * 0, 1, 2, …, whose bytes are read in order with rejection sampling.
 */
export const SEED_BYTES = 32;

/** The published commitment of a seed given in hex: lowercase hex SHA-256 of its bytes. */
export function seedHashOf(seedHex: string): string {
  const seed = fromHex(seedHex);
  if (!seed) throw new Error('seed is not hex');
  return toHex(sha256(seed));
}

export function isSeedHex(value: string): boolean {
  return value.length === SEED_BYTES * 2 && fromHex(value) !== null;
}

/** Game codes and period numbers are ASCII by their schemas; anything else is refused. */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0x7e || code < 0x20) throw new Error('draw message must be printable ASCII');
    bytes[i] = code;
  }
  return bytes;
}

const DIGITS = '0123456789';

export type DrawStream = {
  /** A uniform integer in [0, n), 2 ≤ n ≤ 256, with no modulo bias. */
  uniform(n: number): number;
};

/**
 * The byte stream of one period. A byte b is accepted for `uniform(n)` when
 * b < 256 − (256 mod n), and then gives b mod n; a rejected byte is skipped.
 * `hmac` defaults to the pure HMAC-SHA256 of sha256.ts; a platform's own gives the same bytes.
 */
export function createDrawStream(
  seed: Uint8Array,
  gameCode: string,
  periodNo: string,
  hmac?: HmacSha256,
): DrawStream {
  const blockOf = hmac ? (message: Uint8Array) => hmac(seed, message) : keyedHmacSha256(seed);
  let round = 0;
  let block: Uint8Array = new Uint8Array(0);
  let at = 0;
  const nextByte = () => {
    if (at >= block.length) {
      block = blockOf(asciiBytes(`${gameCode}:${periodNo}:${round}`));
      round += 1;
      at = 0;
    }
    const byte = block[at]!;
    at += 1;
    return byte;
  };
  return {
    uniform(n) {
      if (!Number.isInteger(n) || n < 2 || n > 256) throw new RangeError(`uniform(${n})`);
      const limit = 256 - (256 % n);
      for (;;) {
        const byte = nextByte();
        if (byte < limit) return byte % n;
      }
    },
  };
}

/**
 * The result of a period from its revealed seed (hex). Everyone computes the same, whichever
 * HMAC is passed (docs/lottery.md "Provably fair draws" spells the function out).
 */
export function drawResult(
  family: LotteryFamily,
  seedHex: string,
  gameCode: string,
  periodNo: string,
  hmac?: HmacSha256,
): LotteryResult {
  const seed = fromHex(seedHex);
  if (!seed || seed.length !== SEED_BYTES) throw new Error('seed must be 32 bytes of hex');
  const stream = createDrawStream(seed, gameCode, periodNo, hmac);
  const digit = () => stream.uniform(10);
  switch (family) {
    case '5D':
      return { family, digits: Array.from({ length: 5 }, digit) };
    case 'K3':
      return { family, dice: Array.from({ length: 3 }, () => stream.uniform(6) + 1) };
    case 'VN': {
      const prizes: string[] = [];
      for (const { count, digits } of vnTiers) {
        for (let i = 0; i < count; i += 1) {
          let prize = '';
          for (let d = 0; d < digits; d += 1) prize += DIGITS[digit()];
          prizes.push(prize);
        }
      }
      return { family, prizes };
    }
  }
}
