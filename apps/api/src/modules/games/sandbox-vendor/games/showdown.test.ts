import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPoints } from './line-slot.js';
import {
  ANTES,
  deal,
  exactRtp,
  fullDeck,
  rankHand,
  RAKE_PERCENT,
  SEATS,
  settleHands,
  type Card,
  type Category,
} from './showdown.js';

const card = (text: string): Card => {
  const rank = '23456789TJQKA'.indexOf(text[0]!) + 2;
  return { rank, suit: 'cdhs'.indexOf(text[1]!) };
};
const hand = (text: string) => text.split(' ').map(card);

describe('three card showdown', () => {
  it('ranks every one of the 22,100 hands into the known category counts', () => {
    const deck = fullDeck();
    const counts: Partial<Record<Category, number>> = {};
    for (let i = 0; i < 52; i += 1)
      for (let j = i + 1; j < 52; j += 1)
        for (let k = j + 1; k < 52; k += 1) {
          const { category } = rankHand([deck[i]!, deck[j]!, deck[k]!]);
          counts[category] = (counts[category] ?? 0) + 1;
        }
    expect(counts).toEqual({
      three: 52,
      'straight-flush': 48,
      straight: 720,
      flush: 1096,
      pair: 3744,
      high: 16_440,
    });
  });

  it('orders hands as players expect', () => {
    const order = [
      'Ac Kd 9h', // high card
      '2c 2d 3h', // low pair
      'Ac Ad Kh', // aces
      '2h 7h 9h', // flush
      'Ac 2d 3h', // the lowest straight
      'Qc Kd Ah', // the highest straight
      'Ah 2h 3h', // straight flush
      '2c 2d 2h', // three of a kind
      'Ac Ad Ah',
    ].map((h) => rankHand(hand(h)).score);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
    expect(rankHand(hand('Ac Kd 9h')).score).toBe(rankHand(hand('As Kh 9c')).score);
  });

  it('pays the whole pot less the rake, to any seat alike, with whole shares', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 51, maxLength: 51 }),
        fc.constantFrom(...ANTES),
        fc.nat(SEATS - 1),
        (draws, ante, rotate) => {
          let i = 0;
          const hands = deal((n) => draws[i++]! % n);
          expect(new Set(hands.flat().map((c) => `${c.rank}/${c.suit}`)).size).toBe(SEATS * 3);
          const settled = settleHands(hands, ante);
          const paid = settled.payouts.reduce((a, b) => a + b, 0);
          expect(paid + settled.rake).toBe(SEATS * ante);
          expect(settled.rake).toBe((SEATS * ante * RAKE_PERCENT) / 100);
          // The seats' order does not matter: each seat's payout follows its hand.
          const turned = [...hands.slice(rotate), ...hands.slice(0, rotate)];
          const again = settleHands(turned, ante);
          expect(again.payouts).toEqual([
            ...settled.payouts.slice(rotate),
            ...settled.payouts.slice(0, rotate),
          ]);
        },
      ),
    );
  });

  it('returns exactly 95% of every ante: the pot less the rake, shared by symmetric seats', () => {
    for (const ante of ANTES) expect(basisPoints(exactRtp(ante))).toBe(9500);
  });
});
