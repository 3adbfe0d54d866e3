import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LotteryFamily } from './bet-types.js';
import { createDrawStream, drawResult, isSeedHex, seedHashOf } from './fair-draw.js';
import { isVnPrizeList, vnTiers } from './results.js';
import type { HmacSha256 } from './sha256.js';

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

/** The seed of the worked example in docs/lottery.md: bytes 00, 01, …, 1f. */
const EXAMPLE_SEED = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join('');

/**
 * The draw as docs/lottery.md tells a player to recompute it, written from the text and not
 * from fair-draw.ts: HMAC-SHA256(seed, "<game>:<period>:<round>") for rounds 0, 1, …, bytes in
 * order, a byte kept for n outcomes when below 256 − 256 mod n and read as byte mod n.
 */
function documentedDraw(family: LotteryFamily, seedHex: string, game: string, period: string) {
  const seed = Buffer.from(seedHex, 'hex');
  let round = 0;
  let bytes: number[] = [];
  const uniform = (n: number) => {
    for (;;) {
      if (bytes.length === 0) {
        bytes = [...createHmac('sha256', seed).update(`${game}:${period}:${round}`).digest()];
        round += 1;
      }
      const byte = bytes.shift()!;
      if (byte < 256 - (256 % n)) return byte % n;
    }
  };
  if (family === '5D') return { family, digits: [1, 2, 3, 4, 5].map(() => uniform(10)) };
  if (family === 'K3') return { family, dice: [1, 2, 3].map(() => uniform(6) + 1) };
  const prizes = vnTiers.flatMap(({ count, digits }) =>
    Array.from({ length: count }, () => Array.from({ length: digits }, () => uniform(10)).join('')),
  );
  return { family, prizes };
}

const families: LotteryFamily[] = ['5D', 'K3', 'VN'];
const gameOf: Record<LotteryFamily, string> = { '5D': '5D_1M', K3: 'K3_1M', VN: 'VN_1M' };

describe('worked example (docs/lottery.md)', () => {
  it('commits to the seed with its SHA-256', () => {
    expect(seedHashOf(EXAMPLE_SEED)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
    expect(seedHashOf(EXAMPLE_SEED.toUpperCase())).toBe(seedHashOf(EXAMPLE_SEED));
    for (let i = 0; i < 50; i += 1) {
      const seed = randomBytes(32);
      expect(seedHashOf(seed.toString('hex'))).toBe(
        createHash('sha256').update(seed).digest('hex'),
      );
    }
  });

  it('draws 5D 4 7 9 0 1, skipping the byte fd (253)', () => {
    // HMAC round 0 begins 5e 7f a9 5a fd 51: 94→4, 127→7, 169→9, 90→0, 253 rejected, 81→1
    expect(
      createHmac('sha256', Buffer.from(EXAMPLE_SEED, 'hex'))
        .update('5D_1M:20261122-0027:0')
        .digest('hex')
        .slice(0, 12),
    ).toBe('5e7fa95afd51');
    expect(drawResult('5D', EXAMPLE_SEED, '5D_1M', '20261122-0027')).toEqual({
      family: '5D',
      digits: [4, 7, 9, 0, 1],
    });
  });

  it('draws K3 and VN results anyone can recompute', () => {
    expect(drawResult('K3', EXAMPLE_SEED, 'K3_1M', '20261122-0001')).toEqual({
      family: 'K3',
      dice: [2, 1, 4],
    });
    const vn = drawResult('VN', EXAMPLE_SEED, 'VN_1M', '20261122-0001');
    // 107 digits take four HMAC rounds, four bytes of which were rejected
    expect(vn).toEqual({
      family: 'VN',
      prizes: [
        '08260',
        '02703',
        '25274',
        '53664',
        '88536',
        '27110',
        '62637',
        '93039',
        '61611',
        '38975',
        '2378',
        '7100',
        '5281',
        '5430',
        '9762',
        '7379',
        '1341',
        '4636',
        '4012',
        '4553',
        '457',
        '966',
        '237',
        '39',
        '85',
        '93',
        '07',
      ],
    });
  });
});

describe('drawResult', () => {
  it('is the documented function, with the pure HMAC and with node:crypto’s alike', () => {
    for (let i = 0; i < 3000; i += 1) {
      const seed = randomBytes(32).toString('hex');
      const family = families[i % 3]!;
      const period = `20261122-${String(i).padStart(4, '0')}`;
      const expected = documentedDraw(family, seed, gameOf[family], period);
      expect(drawResult(family, seed, gameOf[family], period)).toEqual(expected);
      expect(drawResult(family, seed, gameOf[family], period, nodeHmac)).toEqual(expected);
    }
  });

  it('gives identical results with the pure and node HMAC on 30,000 fresh seeds', () => {
    let differing = 0;
    for (let i = 0; i < 30_000; i += 1) {
      const seed = randomBytes(32).toString('hex');
      const family = families[i % 3]!;
      const pure = drawResult(family, seed, gameOf[family], '20261122-0001');
      const node = drawResult(family, seed, gameOf[family], '20261122-0001', nodeHmac);
      if (JSON.stringify(pure) !== JSON.stringify(node)) differing += 1;
    }
    expect(differing).toBe(0);
  });

  it('depends on the seed, the game and the period', () => {
    const seed = randomBytes(32).toString('hex');
    const base = drawResult('VN', seed, 'VN_1M', '20261122-0001');
    expect(drawResult('VN', seed, 'VN_1M', '20261122-0001')).toEqual(base);
    expect(drawResult('VN', seed, 'VN_3M', '20261122-0001')).not.toEqual(base);
    expect(drawResult('VN', seed, 'VN_1M', '20261122-0002')).not.toEqual(base);
    expect(drawResult('VN', randomBytes(32).toString('hex'), 'VN_1M', '20261122-0001')).not.toEqual(
      base,
    );
    expect(isVnPrizeList((base as { prizes: string[] }).prizes)).toBe(true);
  });

  it('refuses a seed that is not 32 bytes of hex and a message that is not printable ASCII', () => {
    expect(() => drawResult('5D', 'ab'.repeat(31), '5D_1M', '20261122-0001')).toThrow();
    expect(() => drawResult('5D', 'ab'.repeat(33), '5D_1M', '20261122-0001')).toThrow();
    expect(() => drawResult('5D', `${'ab'.repeat(31)}zz`, '5D_1M', '20261122-0001')).toThrow();
    expect(() => drawResult('5D', EXAMPLE_SEED, '5D_1M', '20261122-0001\n')).toThrow();
    expect(() => drawResult('5D', EXAMPLE_SEED, 'Sổ_1M', '20261122-0001')).toThrow();
    expect(isSeedHex(EXAMPLE_SEED)).toBe(true);
    expect(isSeedHex(EXAMPLE_SEED.slice(2))).toBe(false);
    expect(isSeedHex(`${EXAMPLE_SEED.slice(2)}g0`)).toBe(false);
  });
});

describe('createDrawStream', () => {
  /** A stand-in HMAC that serves fixed blocks and records the messages it was asked for. */
  function scripted(blocks: number[][]) {
    const messages: string[] = [];
    const keys: string[] = [];
    const hmac: HmacSha256 = (key, message) => {
      keys.push(Buffer.from(key).toString('hex'));
      messages.push(Buffer.from(message).toString('latin1'));
      return new Uint8Array(blocks[messages.length - 1] ?? []);
    };
    return { hmac, messages, keys };
  }

  it('rejects exactly the bytes at or above 256 − 256 mod n', () => {
    const { hmac } = scripted([[250, 255, 249, 0, 251, 252, 253, 250, 255, 255, 7]]);
    const stream = createDrawStream(new Uint8Array(32), 'G', 'P', hmac);
    expect(stream.uniform(10)).toBe(9); // limit 250: 250 and 255 skipped, 249 → 9
    expect(stream.uniform(10)).toBe(0);
    expect(stream.uniform(6)).toBe(5); // limit 252: 251 → 5
    expect(stream.uniform(6)).toBe(4); // 252 and 253 skipped, 250 → 4
    expect(stream.uniform(2)).toBe(1); // limit 256: nothing skipped, 255 → 1
    expect(stream.uniform(3)).toBe(1); // limit 255: 255 skipped, 7 → 1
  });

  it('asks for round 0, 1, 2, … under the seed as the block runs out', () => {
    const seed = new Uint8Array(32).fill(7);
    const { hmac, messages, keys } = scripted([[1, 2], [3], [4, 5]]);
    const stream = createDrawStream(seed, '5D_1M', '20261122-0001', hmac);
    expect([1, 2, 3, 4, 5].map(() => stream.uniform(10))).toEqual([1, 2, 3, 4, 5]);
    expect(messages).toEqual([
      '5D_1M:20261122-0001:0',
      '5D_1M:20261122-0001:1',
      '5D_1M:20261122-0001:2',
    ]);
    expect(keys.every((key) => key === '07'.repeat(32))).toBe(true);
  });

  it('only draws from 2 to 256 outcomes', () => {
    const stream = createDrawStream(new Uint8Array(32), 'G', 'P');
    expect(() => stream.uniform(1)).toThrow(RangeError);
    expect(() => stream.uniform(257)).toThrow(RangeError);
    expect(() => stream.uniform(2.5)).toThrow(RangeError);
    expect(stream.uniform(256)).toBeGreaterThanOrEqual(0);
  });
});
