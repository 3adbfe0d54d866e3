import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.js';
import { hotp, matchingStep, timeStep, totp, type HmacAlgorithm } from './totp.js';

const ascii = (s: string) => Buffer.from(s, 'ascii');

describe('HOTP (RFC 4226 appendix D)', () => {
  const secret = ascii('12345678901234567890');
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i → %s', (counter, code) => {
    expect(hotp(secret, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, 8 digits)', () => {
  const seeds: Record<HmacAlgorithm, Buffer> = {
    sha1: ascii('12345678901234567890'),
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const table: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(table)('T = %i s', (seconds, sha1, sha256, sha512) => {
    const at = new Date(seconds * 1000);
    expect(totp(seeds.sha1, at, { digits: 8 })).toBe(sha1);
    expect(totp(seeds.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(seeds.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('uses 30-second steps from the epoch', () => {
    expect(timeStep(new Date(59_000))).toBe(1);
    expect(timeStep(new Date(1111111109_000))).toBe(0x23523ec);
  });
});

describe('matchingStep', () => {
  const secret = ascii('12345678901234567890');
  const now = new Date(1_700_000_000_000);
  const step = timeStep(now);

  it('accepts the current step and one either side, and says which', () => {
    expect(matchingStep(secret, hotp(secret, step), now)).toBe(step);
    expect(matchingStep(secret, hotp(secret, step - 1), now)).toBe(step - 1);
    expect(matchingStep(secret, hotp(secret, step + 1), now)).toBe(step + 1);
  });

  it('refuses codes two steps away and codes of another secret', () => {
    expect(matchingStep(secret, hotp(secret, step - 2), now)).toBeNull();
    expect(matchingStep(secret, hotp(secret, step + 2), now)).toBeNull();
    expect(matchingStep(ascii('another secret here!'), hotp(secret, step), now)).toBeNull();
  });
});

describe('base32 (RFC 4648 §10)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  it.each(vectors)('%j ↔ %s', (plain, encoded) => {
    expect(base32Encode(ascii(plain))).toBe(encoded);
    expect(base32Decode(encoded)?.toString('ascii')).toBe(plain);
  });

  it('reads secrets the way people type them, and refuses what is not base32', () => {
    expect(base32Decode('mzxw 6ytb oi======')?.toString('ascii')).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });
});
