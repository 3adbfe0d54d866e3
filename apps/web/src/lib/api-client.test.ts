import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDelete, errorKey, parseEnvelope } from './api-client';

describe('parseEnvelope', () => {
  it('returns the value of a success envelope', () => {
    expect(parseEnvelope<number>({ success: true, value: 3 }, 200)).toBe(3);
  });

  it('throws a typed error for a failure envelope', () => {
    try {
      parseEnvelope({ success: false, code: 'RATE_LIMITED', message: 'slow down' }, 429);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('RATE_LIMITED');
      expect((error as ApiError).status).toBe(429);
      expect(errorKey(error)).toBe('errors.RATE_LIMITED');
    }
  });

  it('treats unknown codes and non-envelopes as bad responses', () => {
    expect(() => parseEnvelope({ success: false, code: 'WHAT', message: '' }, 500)).toThrow(
      ApiError,
    );
    try {
      parseEnvelope('<html>', 502);
    } catch (error) {
      expect((error as ApiError).code).toBe('BAD_RESPONSE');
    }
  });
});

describe('apiDelete', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a body as JSON when the call takes one, and none otherwise', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init);
      return new Response(JSON.stringify({ success: true, value: { bound: false } }));
    });
    await expect(
      apiDelete('/wps/member/security/totp', { body: { code: '123456' } }),
    ).resolves.toEqual({
      bound: false,
    });
    expect(sent[0]).toMatchObject({ method: 'DELETE', body: '{"code":"123456"}' });
    expect(new Headers(sent[0]!.headers).get('content-type')).toBe('application/json');

    await apiDelete('/wps/session/logout');
    expect(sent[1]).toMatchObject({ method: 'DELETE' });
    expect(sent[1]!.body).toBeUndefined();
  });
});
