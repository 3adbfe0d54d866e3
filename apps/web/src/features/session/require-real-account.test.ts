import { describe, expect, it } from 'vitest';
import { accountGate } from './require-real-account';

describe('gated actions (SPEC §5)', () => {
  it('sends visitors without a session to the login dialog', () => {
    expect(accountGate(null, null)).toBe('login');
    expect(accountGate('', '0')).toBe('login');
  });

  it('stops trial accounts (type 4) with the real-account warning', () => {
    expect(accountGate('token', '4')).toBe('realAccount');
  });

  it('lets every real account through, players and agents alike', () => {
    for (const type of ['0', '1', '2', '41', '42']) expect(accountGate('token', type)).toBeNull();
  });

  it('lets a member through while the account type is still loading', () => {
    expect(accountGate('token', null)).toBeNull();
  });
});
