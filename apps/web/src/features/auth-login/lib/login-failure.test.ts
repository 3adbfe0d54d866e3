import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { readLoginFailure } from './login-failure';

describe('reading a refused login', () => {
  it('shows the captcha when the error value carries the flag', () => {
    const wrong = new ApiError('INVALID_CREDENTIALS', 'x', 401, { captcha: true });
    expect(readLoginFailure(wrong)).toEqual({
      kind: 'message',
      message: 'errors.INVALID_CREDENTIALS',
      field: null,
      captcha: true,
    });
    const plain = new ApiError('INVALID_CREDENTIALS', 'x', 401);
    expect(readLoginFailure(plain)).toMatchObject({ captcha: false });
  });

  it('puts a wrong captcha on its field and keeps the captcha shown', () => {
    const error = new ApiError('CAPTCHA_INVALID', 'x', 400, { field: 'captcha', captcha: true });
    expect(readLoginFailure(error)).toEqual({
      kind: 'message',
      message: 'errors.CAPTCHA_INVALID',
      field: 'captcha',
      captcha: true,
    });
  });

  it('names only fields the form has', () => {
    const error = new ApiError('BOT_CHECK_FAILED', 'x', 400, { field: 'botToken' });
    expect(readLoginFailure(error)).toMatchObject({ field: null });
  });

  it('says the lockout in words (too many requests, 5 minutes)', () => {
    const error = new ApiError('TOO_MANY_ATTEMPTS', 'x', 429);
    expect(readLoginFailure(error)).toMatchObject({ message: 'errors.TOO_MANY_ATTEMPTS' });
  });

  it('turns a verification demand into the step-up challenge', () => {
    const challenge = {
      ticket: 't'.repeat(22),
      methods: ['sms', 'totp'],
      maskedMobile: '+84 ****6789',
      expiresAt: 1_767_225_600_000,
    };
    const error = new ApiError('VERIFICATION_REQUIRED', 'x', 403, challenge);
    expect(readLoginFailure(error)).toEqual({ kind: 'stepUp', challenge });
    // Without a usable challenge it is only a message.
    const bare = new ApiError('VERIFICATION_REQUIRED', 'x', 403);
    expect(readLoginFailure(bare)).toMatchObject({ kind: 'message' });
  });

  it('forgets a refused remember token', () => {
    const error = new ApiError('REMEMBER_TOKEN_INVALID', 'x', 401);
    expect(readLoginFailure(error)).toEqual({
      kind: 'rememberExpired',
      message: 'errors.REMEMBER_TOKEN_INVALID',
    });
  });

  it('falls back to the unknown-error text for anything that is not an API answer', () => {
    expect(readLoginFailure(new TypeError('boom'))).toMatchObject({ message: 'errors.UNKNOWN' });
  });
});
