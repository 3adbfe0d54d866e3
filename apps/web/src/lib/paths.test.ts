import { describe, expect, it } from 'vitest';
import { lobbyPath, needsLoginRedirect, promotionPath } from './paths';

describe('needsLoginRedirect', () => {
  it('never redirects when the setting is off or a session exists', () => {
    expect(needsLoginRedirect('/rng', false, false)).toBe(false);
    expect(needsLoginRedirect('/rng', true, true)).toBe(false);
  });

  it('sends visitors without a session to /login', () => {
    for (const p of ['/', '/home', '/rng', '/promotions/3', '/help', '/game']) {
      expect(needsLoginRedirect(p, true, false)).toBe(true);
    }
  });

  it('leaves the open pages alone', () => {
    for (const p of [
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
      '/download',
      '/download/',
    ]) {
      expect(needsLoginRedirect(p, true, false)).toBe(false);
    }
  });
});

describe('path builders', () => {
  it('builds promotion and lobby addresses', () => {
    expect(promotionPath(7)).toBe('/promotions/7');
    expect(lobbyPath('RNG')).toBe('/rng');
    expect(lobbyPath('RNG', 'PG')).toBe('/rng?page=PG');
  });
});
