import { describe, expect, it } from 'vitest';
import { agentAccountTypes } from '@sorteo/shared/contract/auth';
import { agentCentreTypes, agentEntry } from './agent-entry';

const affiliate = { resourceType: 'AFFILIATELINK' as const, url: 'https://partners.example/' };
const telegram = { resourceType: 'TELEGRAM' as const, url: 'https://t.me/x' };

describe('the agent entry of the avatar menu', () => {
  it('opens the agent centre for every agent type', () => {
    for (const type of [1, 2, 41, 42] as const) {
      expect(agentEntry(type, [affiliate])).toEqual({ kind: 'centre' });
    }
  });

  it('follows the affiliate link for a player when the merchant has one', () => {
    expect(agentEntry(0, [telegram, affiliate])).toEqual({
      kind: 'link',
      url: 'https://partners.example/',
    });
  });

  it('is not offered to a player without an affiliate link', () => {
    expect(agentEntry(0, [telegram])).toBeNull();
    expect(agentEntry(0, [{ resourceType: 'AFFILIATELINK', url: ' ' }])).toBeNull();
  });

  it('never follows a link that is not a web address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/']) {
      expect(agentEntry(0, [{ resourceType: 'AFFILIATELINK', url }])).toBeNull();
    }
  });

  it('gives a trial account the real-account warning, and nothing before the member is known', () => {
    expect(agentEntry(4, [affiliate])).toEqual({ kind: 'trial' });
    expect(agentEntry(null, [affiliate])).toBeNull();
    expect(agentEntry(undefined, [affiliate])).toBeNull();
  });

  it('keeps its agent types in step with the contract', () => {
    expect([...agentCentreTypes].sort()).toEqual([...agentAccountTypes].sort());
  });
});
