import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLogin } from './after-login';
import { useSession } from './session-store';
import { takeTypedPassword } from './typed-password';

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('forced password change after login', () => {
  const fetch = vi.fn(() => Promise.reject(new Error('no network in this test')));

  beforeEach(() => {
    vi.stubGlobal('window', { sessionStorage: fakeStorage(), localStorage: fakeStorage() });
    vi.stubGlobal('fetch', fetch);
    useSession.setState({ status: 'guest', member: null });
  });

  afterEach(() => {
    fetch.mockClear();
    vi.unstubAllGlobals();
  });

  const grant = { token: 't'.repeat(43), firstTimeLogin: false, passwordExpired: true };

  it('keeps the token for the change dialog only: no member is loaded, the password is held', async () => {
    const outcome = await afterLogin(grant, {
      method: 'password',
      forceChangeWhenExpired: true,
      typedPassword: 'sorteo123',
    });
    expect(outcome).toBe('changePassword');
    expect(window.sessionStorage.getItem('token')).toBe(grant.token);
    expect(useSession.getState().status).toBe('guest');
    expect(fetch).not.toHaveBeenCalled();
    expect(takeTypedPassword()).toBe('sorteo123');
    expect(takeTypedPassword()).toBeNull();
  });

  it('left undone, does not come back signed in after a reload', async () => {
    await afterLogin(grant, { method: 'password', forceChangeWhenExpired: true });
    await useSession.getState().resumeSession();
    expect(useSession.getState().status).toBe('guest');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
