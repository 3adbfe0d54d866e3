import { describe, expect, it } from 'vitest';
import { pickActiveVendor } from './active-vendor';

describe('pickActiveVendor', () => {
  const keys = ['PG', 'JDB', 'CQ9'];

  it('prefers the vendor in the query', () => {
    expect(pickActiveVendor(keys, 'CQ9', 'JDB')).toBe('CQ9');
  });

  it('falls back to the stored vendor, then the first tab', () => {
    expect(pickActiveVendor(keys, null, 'JDB')).toBe('JDB');
    expect(pickActiveVendor(keys, 'NOPE', 'ALSO_NOPE')).toBe('PG');
  });

  it('has nothing to pick without vendors', () => {
    expect(pickActiveVendor([], 'PG', 'PG')).toBeNull();
  });
});
