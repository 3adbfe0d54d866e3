import { describe, expect, it } from 'vitest';
import { parsePromotionId } from './promotion-id';

describe('promotion id from the address', () => {
  it('reads a positive whole number', () => {
    expect(parsePromotionId('7')).toBe(7);
    expect(parsePromotionId('2147483647')).toBe(2147483647);
  });

  it('refuses anything the server could not hold as an id', () => {
    for (const raw of [null, undefined, '', '0', '-3', '07', '1.5', 'abc', '1e3', '2147483648']) {
      expect(parsePromotionId(raw), String(raw)).toBeNull();
    }
  });
});
