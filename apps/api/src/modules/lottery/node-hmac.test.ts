import { randomBytes } from 'node:crypto';
import { drawResult, hmacSha256, type LotteryFamily } from '@sorteo/shared';
import { describe, expect, it } from 'vitest';
import { nodeHmac } from './node-hmac.js';

describe('nodeHmac', () => {
  it('is HMAC-SHA256, byte for byte the pure one', () => {
    for (const length of [0, 21, 55, 56, 64, 100]) {
      const key = randomBytes(32);
      const message = randomBytes(length);
      expect(Buffer.from(nodeHmac(key, message)).toString('hex')).toBe(
        Buffer.from(hmacSha256(key, message)).toString('hex'),
      );
    }
  });

  it('draws the same results as the pure HMAC the browser verifier runs, on 9,000 fresh seeds', () => {
    const games: [LotteryFamily, string][] = [
      ['5D', '5D_1M'],
      ['K3', 'K3_3M'],
      ['VN', 'VN_5M'],
    ];
    let differing = 0;
    for (let i = 0; i < 9000; i += 1) {
      const [family, gameCode] = games[i % 3]!;
      const seed = randomBytes(32).toString('hex');
      const periodNo = `20261122-${String(i).padStart(4, '0')}`;
      const viaNode = drawResult(family, seed, gameCode, periodNo, nodeHmac);
      const pure = drawResult(family, seed, gameCode, periodNo);
      if (JSON.stringify(viaNode) !== JSON.stringify(pure)) differing += 1;
    }
    expect(differing).toBe(0);
  });
});
