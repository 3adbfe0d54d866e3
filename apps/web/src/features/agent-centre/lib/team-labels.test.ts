import { describe, expect, it } from 'vitest';
import { betStatuses } from '@sorteo/shared/contract/lottery';
import { accountTypes } from '@sorteo/shared/contract/auth';
import { accountTypeText, betStatusTone, knownBetStatus } from './team-labels';

describe('team labels', () => {
  it('knows every bet status of the contract', () => {
    for (const status of betStatuses) expect(knownBetStatus(status)).toBe(status);
    expect(knownBetStatus('refunded')).toBeNull();
  });

  it('colours open bets as waiting, won as good and the rest as bad', () => {
    expect(betStatusTone('open')).toBe('wait');
    expect(betStatusTone('won')).toBe('good');
    expect(betStatusTone('lost')).toBe('bad');
    expect(betStatusTone('void')).toBe('bad');
  });

  it('names every account type of the contract', () => {
    for (const type of accountTypes) expect(accountTypeText(type)).toBe(String(type));
    expect(accountTypeText(7)).toBeNull();
  });
});
