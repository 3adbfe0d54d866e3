import { describe, expect, it } from 'vitest';
import { ApiError, errorKey, parseEnvelope } from './api-client';

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
