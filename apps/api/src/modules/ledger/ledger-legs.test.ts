import { ErrorCode } from '@sorteo/shared';
import { describe, expect, it } from 'vitest';
import { payloadHash } from './ledger-hash.js';
import { validatePosting } from './ledger-legs.js';
import type { Leg, Posting } from './ledger.types.js';

const posting = (legs: Leg[], more: Partial<Posting> = {}): Posting => ({
  merchantId: 1,
  currency: 'USD',
  key: 'deposit:1:credit',
  kind: 'deposit',
  legs,
  ...more,
});
const wallet = (id: number, amount: number): Leg => ({ account: { wallet: id }, amount });
const house = (amount: number): Leg => ({ account: { house: 'clearing:deposits' }, amount });

function fieldOf(p: Posting): string | undefined {
  try {
    validatePosting(p);
    return undefined;
  } catch (error) {
    expect(error).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed });
    return (error as { value: { field: string } }).value.field;
  }
}

describe('validatePosting', () => {
  it('accepts balanced legs, several on one side included', () => {
    expect(fieldOf(posting([house(-10), wallet(1, 10)]))).toBeUndefined();
    expect(fieldOf(posting([house(-10), wallet(1, 4), wallet(2, 6)]))).toBeUndefined();
    expect(fieldOf(posting([house(-10), wallet(1, 10)], { currency: 'DEMO' }))).toBeUndefined();
  });

  it.each([
    ['a single leg', posting([wallet(1, 10)]), 'legs'],
    ['no legs', posting([]), 'legs'],
    ['legs summing to one', posting([house(-10), wallet(1, 11)]), 'legs'],
    ['a zero amount', posting([house(0), wallet(1, 0)]), 'legs.0.amount'],
    ['a fraction', posting([house(-0.5), wallet(1, 0.5)]), 'legs.0.amount'],
    ['an unsafe integer', posting([house(-(2 ** 53)), wallet(1, 2 ** 53)]), 'legs.0.amount'],
    ['NaN', posting([house(Number.NaN), wallet(1, 1)]), 'legs.0.amount'],
    ['a wallet id of zero', posting([house(-1), wallet(0, 1)]), 'legs.1.account'],
    [
      'an unknown house account',
      posting([{ account: { house: 'house:nowhere' as 'house:bets' }, amount: -1 }, wallet(1, 1)]),
      'legs.0.account',
    ],
    ['a lower-case currency', posting([house(-1), wallet(1, 1)], { currency: 'usd' }), 'currency'],
    ['an empty key', posting([house(-1), wallet(1, 1)], { key: '' }), 'key'],
    ['no merchant', posting([house(-1), wallet(1, 1)], { merchantId: 0 }), 'merchantId'],
    ['one wallet twice', posting([wallet(1, -5), wallet(1, 5)]), 'legs.1.account'],
    ['one house account twice', posting([house(-5), wallet(1, 10), house(-5)]), 'legs.2.account'],
  ])('refuses %s', (_, p, field) => {
    expect(fieldOf(p)).toBe(field);
  });

  it('sums in exact integers, so large legs that cancel are still checked exactly', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(fieldOf(posting([house(-big), wallet(1, big - 1), wallet(2, 1)]))).toBeUndefined();
    expect(fieldOf(posting([house(-big), wallet(1, big), wallet(2, 1)]))).toBe('legs');
  });
});

describe('payloadHash', () => {
  const base = posting([house(-10), wallet(1, 10)], { memo: 'm', reference: 'deposit:1' });

  it('is the same for the same request however the object was built', () => {
    const rebuilt: Posting = {
      reference: 'deposit:1',
      memo: 'm',
      legs: [
        { amount: -10, account: { house: 'clearing:deposits' } },
        { amount: 10, account: { wallet: 1 } },
      ],
      kind: 'deposit',
      key: 'deposit:1:credit',
      currency: 'USD',
      merchantId: 1,
    };
    expect(payloadHash(rebuilt)).toBe(payloadHash(base));
    expect(payloadHash({ ...base, memo: undefined })).toBe(payloadHash({ ...base, memo: null }));
  });

  it('changes with anything that changes what moves', () => {
    const hashes = [
      base,
      { ...base, legs: [house(-11), wallet(1, 11)] },
      { ...base, legs: [house(-10), wallet(2, 10)] },
      { ...base, currency: 'DEMO' },
      { ...base, kind: 'bonus' as const },
      { ...base, memo: 'other' },
      { ...base, reference: 'deposit:2' },
    ].map(payloadHash);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
