import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { challengesEndpoints } from './challenges-endpoints.js';
import { encryptionEndpoints } from './encryption-endpoints.js';
import { pathOf, type Endpoint } from './endpoint.js';
import { lotteryBetsEndpoints } from './lottery-bets-endpoints.js';
import { membersEndpoints } from './members-endpoints.js';
import { noticesEndpoints } from './notices-endpoints.js';
import { phoneEndpoints } from './phone-endpoints.js';
import { promotionsEndpoints } from './promotions-endpoints.js';
import { recoveryEndpoints } from './recovery-endpoints.js';
import { stepUpEndpoints } from './step-up-endpoints.js';
import { systemEndpoints } from './system-endpoints.js';

describe('pathOf', () => {
  it('fills each parameter in, encoded, so a value cannot reach another path', () => {
    expect(pathOf('/lgw/bets/:betId/cancel', { betId: 12 })).toBe('/lgw/bets/12/cancel');
    expect(pathOf('/x/:a/:b', { a: '../admin', b: 'é ?' })).toBe('/x/..%2Fadmin/%C3%A9%20%3F');
  });

  it('refuses a call missing one of its parameters', () => {
    expect(() => pathOf('/lgw/bets/:betId', {})).toThrow('/lgw/bets/:betId needs betId');
  });
});

describe('lottery bet endpoints', () => {
  it('read path parameters as canonical ids only', () => {
    const params = lotteryBetsEndpoints.cancelBet.params;
    expect(params.parse({ betId: '7' })).toEqual({ betId: 7 });
    expect(params.safeParse({ betId: '07' }).success).toBe(false);
    expect(params.safeParse({ betId: '0' }).success).toBe(false);
  });
});

describe('every endpoint', () => {
  const endpoints: Endpoint[] = [
    challengesEndpoints,
    encryptionEndpoints,
    lotteryBetsEndpoints,
    membersEndpoints,
    noticesEndpoints,
    phoneEndpoints,
    promotionsEndpoints,
    recoveryEndpoints,
    stepUpEndpoints,
    systemEndpoints,
  ].flatMap((group) => Object.values(group));

  it('is declared once: no two share a method and a path', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a params schema naming each parameter of its path, and no other', () => {
    for (const e of endpoints) {
      const named = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
      expect(declared.sort(), `${e.method} ${e.path}`).toEqual(named.sort());
    }
  });
});
