import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { endSessionOnUnauthorized } from './end-on-unauthorized';
import { useSession } from './session-store';

/** Just enough of `window.sessionStorage` for the session to live in. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('a member call refused as not logged in', () => {
  let client: QueryClient;
  let stop: () => void;
  const ended = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('window', {
      sessionStorage: fakeSessionStorage(),
      localStorage: fakeSessionStorage(),
    });
    window.sessionStorage.setItem('token', 'live-token');
    window.sessionStorage.setItem('account', 'alice01');
    window.sessionStorage.setItem('merchantCode', 'SORTEO');
    useSession.setState({ status: 'member', member: null });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = endSessionOnUnauthorized(client, ended);
  });

  afterEach(() => {
    stop();
    ended.mockReset();
    vi.unstubAllGlobals();
  });

  const fail = (error: unknown) =>
    client
      .fetchQuery({
        queryKey: ['member', String(Math.random())],
        queryFn: () => Promise.reject(error),
      })
      .catch(() => undefined);

  it('ends the session here too, keeps the brand, and says so once', async () => {
    await fail(new ApiError('UNAUTHORIZED', 'Not logged in', 401));
    expect(useSession.getState().status).toBe('guest');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('account')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('SORTEO');
    expect(ended).toHaveBeenCalledTimes(1);

    // Nothing left to end: a second refusal says nothing more.
    await fail(new ApiError('UNAUTHORIZED', 'Not logged in', 401));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does the same for a refused mutation', async () => {
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(new ApiError('UNAUTHORIZED', 'Not logged in', 401)),
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(useSession.getState().status).toBe('guest');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for any other failure', async () => {
    await fail(new ApiError('INVALID_CREDENTIALS', 'Wrong password', 401));
    await fail(new ApiError('FORBIDDEN', 'No', 403));
    await fail(new ApiError('NETWORK', 'Offline', 0));
    expect(useSession.getState().status).toBe('member');
    expect(window.sessionStorage.getItem('token')).toBe('live-token');
    expect(ended).not.toHaveBeenCalled();
  });
});
