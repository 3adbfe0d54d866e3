import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoint.js';
import { lotteryBetsEndpoints } from './lottery-bets-endpoints.js';

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
