import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, hmacSha256, sha256, toHex } from './sha256.js';

describe('sha256 and hmacSha256', () => {
  it('match node:crypto across block boundaries and key lengths', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 128, 1000]) {
      const message = randomBytes(length);
      const key = randomBytes((length * 7) % 130);
      expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
      expect(toHex(hmacSha256(key, message))).toBe(
        createHmac('sha256', key).update(message).digest('hex'),
      );
    }
  });

  it('answers the FIPS 180-4 value for "abc"', () => {
    expect(toHex(sha256(new Uint8Array([0x61, 0x62, 0x63])))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('reads hex back and refuses what is not hex', () => {
    expect(toHex(fromHex('00ff10')!)).toBe('00ff10');
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
  });
});
