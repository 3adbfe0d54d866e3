import { describe, expect, it } from 'vitest';
import { addressCodes } from './address-codes';

describe('codes read from the page address', () => {
  it('reads the affiliate and referral codes, trimmed', () => {
    expect(addressCodes('?affiliateCode=%20AG01%20&referralCode=FRIEND77&x=1')).toEqual({
      affiliateCode: 'AG01',
      referralCode: 'FRIEND77',
    });
  });

  it('ignores empty and absurdly long values', () => {
    expect(addressCodes('?affiliateCode=&referralCode=' + 'A'.repeat(65))).toEqual({});
    expect(addressCodes('')).toEqual({});
  });
});
