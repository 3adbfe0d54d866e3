import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, hmacSha256, keyedHmacSha256, sha256, toHex } from './sha256.js';

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

  it('keeps one key for many messages, two keys interleaved', () => {
    const keys = [randomBytes(32), randomBytes(100)];
    const keyed = keys.map((key) => keyedHmacSha256(key));
    for (let i = 0; i < 200; i += 1) {
      const which = i % 2;
      const message = randomBytes(i % 150);
      expect(toHex(keyed[which]!(message))).toBe(
        createHmac('sha256', keys[which]!).update(message).digest('hex'),
      );
    }
  });

  it('returns a fresh array each time', () => {
    const hmac = keyedHmacSha256(randomBytes(32));
    const first = hmac(new Uint8Array([1]));
    const copy = toHex(first);
    hmac(new Uint8Array([2]));
    expect(toHex(first)).toBe(copy);
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
    expect(fromHex('0g')).toBeNull();
    expect(toHex(fromHex('ABcd09')!)).toBe('abcd09');
    expect(fromHex('')).toEqual(new Uint8Array(0));
  });
});
