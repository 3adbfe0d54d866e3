import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { basisPoints } from './line-slot.js';
import {
  exactRtp,
  fairDraw,
  indexOfDigest,
  isClientSeed,
  lowestRtp,
  matchCard,
  matchReturn,
  matchStory,
  oddsOf,
  OUTCOMES,
  picksOf,
  profiles,
  scoreAt,
  seedHash,
  tableOf,
  winnerOf,
  type Pick,
  type Sport,
} from './matches.js';

const sports: Sport[] = ['football', 'esports'];

/** How many of the thousand outcomes each selection wins. */
function wins(sport: Sport, profile: (typeof profiles)[number]) {
  const counts: Partial<Record<Pick, number>> = {};
  for (let n = 0; n < OUTCOMES; n += 1) {
    const pick = winnerOf(scoreAt(sport, profile, n));
    counts[pick] = (counts[pick] ?? 0) + 1;
  }
  return counts;
}

describe('the match boards', () => {
  it('hold a thousand outcomes per table, shared out as stated', () => {
    for (const sport of sports) {
      for (const profile of profiles) {
        expect(tableOf(sport, profile).reduce((sum, r) => sum + r.weight, 0)).toBe(OUTCOMES);
      }
    }
    expect(wins('football', 'even')).toEqual({ home: 400, draw: 300, away: 300 });
    expect(wins('football', 'home')).toEqual({ home: 600, draw: 200, away: 200 });
    expect(wins('football', 'away')).toEqual({ home: 200, draw: 200, away: 600 });
    expect(wins('esports', 'even')).toEqual({ home: 500, away: 500 });
    expect(wins('esports', 'home')).toEqual({ home: 600, away: 400 });
    expect(wins('esports', 'away')).toEqual({ home: 400, away: 600 });
  });

  it('returns exactly 94.80% on every football selection', () => {
    // 400 × 2.37 = 300 × 3.16 = 600 × 1.58 = 200 × 4.74 = 948 of 1000.
    for (const profile of profiles) {
      for (const pick of picksOf('football')) {
        const { numerator, denominator } = exactRtp('football', profile, pick);
        expect(numerator * 1000n).toBe(948n * denominator);
      }
    }
    expect(basisPoints(lowestRtp('football'))).toBe(9480);
  });

  it('returns exactly 95% on an even series and 94.80% on one with a favourite', () => {
    // 500 × 1.90 = 950; 600 × 1.58 = 400 × 2.37 = 948.
    for (const pick of picksOf('esports')) {
      const even = exactRtp('esports', 'even', pick);
      expect(even.numerator * 1000n).toBe(950n * even.denominator);
      for (const profile of ['home', 'away'] as const) {
        const rtp = exactRtp('esports', profile, pick);
        expect(rtp.numerator * 1000n).toBe(948n * rtp.denominator);
      }
    }
    expect(basisPoints(lowestRtp('esports'))).toBe(9480);
  });

  it('returns the same by settling a bet on every outcome once', () => {
    for (const sport of sports) {
      for (const profile of profiles) {
        const odds = oddsOf(sport, profile);
        for (const pick of picksOf(sport)) {
          let returned = 0;
          for (let n = 0; n < OUTCOMES; n += 1) {
            returned += matchReturn(odds, pick, 1000, scoreAt(sport, profile, n));
          }
          const { numerator, denominator } = exactRtp(sport, profile, pick);
          expect(BigInt(returned) * denominator).toBe(numerator * BigInt(OUTCOMES * 1000));
        }
      }
    }
  });

  it('pays stake times odds on the winning selection, nothing on the others', () => {
    const odds = oddsOf('football', 'even');
    expect(matchReturn(odds, 'home', 1000, { home: 2, away: 1 })).toBe(2370);
    expect(matchReturn(odds, 'draw', 5000, { home: 1, away: 1 })).toBe(15_800);
    expect(matchReturn(odds, 'away', 1000, { home: 1, away: 1 })).toBe(0);
    expect(matchReturn(oddsOf('esports', 'away'), 'home', 1000, { home: 2, away: 0 })).toBe(2370);
    expect(matchReturn(oddsOf('esports', 'even'), 'draw', 1000, { home: 1, away: 1 })).toBe(0);
  });

  it('derives the outcome from the revealed seeds as documented', () => {
    const serverSeed = '5e'.repeat(32);
    const clientSeed = 'lucky-player_7';
    const nonce = 12;
    const drawn = fairDraw(serverSeed, clientSeed, nonce);
    // The check a player makes with any HMAC tool: key = the seed's text.
    const hmac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
    expect(drawn.hmac).toBe(hmac.toString('hex'));
    const first = hmac.readUInt32BE(0);
    expect(first).toBeLessThan(4_294_967_000);
    expect(drawn).toMatchObject({ word: 0, index: first % 1000 });
    expect(seedHash(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
    // Another client seed or nonce draws anew.
    expect(fairDraw(serverSeed, clientSeed, 13).hmac).not.toBe(drawn.hmac);
    expect(fairDraw(serverSeed, 'other', nonce).hmac).not.toBe(drawn.hmac);
  });

  it('skips words that would favour low indexes', () => {
    const digest = Buffer.alloc(32, 0xff);
    digest.writeUInt32BE(4_294_967_000, 0);
    digest.writeUInt32BE(4_294_966_999, 4);
    expect(indexOfDigest(digest)).toEqual({ word: 1, index: 999 });
    digest.writeUInt32BE(0xffffffff, 4);
    // Eight words above the limit: the last is used.
    expect(indexOfDigest(digest)).toEqual({ word: 7, index: 0xffffffff % 1000 });
  });

  it('tells a story that ends in the final score', () => {
    const hmac = fairDraw('seed', 'client', 1).hmac;
    const football = matchStory('football', { home: 3, away: 2 }, hmac);
    if (football.sport !== 'football') throw new Error('football expected');
    expect(football.goals.filter((g) => g.side === 'home')).toHaveLength(3);
    expect(football.goals.filter((g) => g.side === 'away')).toHaveLength(2);
    const minutes = football.goals.map((g) => g.minute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(minutes.every((m) => m >= 1 && m <= 90)).toBe(true);
    for (const score of [
      { home: 2, away: 1 },
      { home: 1, away: 2 },
      { home: 0, away: 2 },
    ]) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const series = matchStory('esports', score, fairDraw(seed, 'x', 1).hmac);
        if (series.sport !== 'esports') throw new Error('esports expected');
        const won = (side: string) => series.maps.filter((m) => m.winner === side).length;
        expect([won('home'), won('away')]).toEqual([score.home, score.away]);
        expect(series.maps.at(-1)!.winner).toBe(winnerOf(score));
      }
    }
  });

  it('sets teams against others, and takes client seeds of plain characters only', () => {
    for (const sport of sports) {
      for (let n = 1; n < 60; n += 1) {
        const card = matchCard(sport, n);
        expect(card.home).not.toBe(card.away);
      }
    }
    expect(isClientSeed('abc-DEF_123')).toBe(true);
    for (const bad of ['', 'a b', 'x'.repeat(65), 'ñ', 7, null])
      expect(isClientSeed(bad)).toBe(false);
  });
});
