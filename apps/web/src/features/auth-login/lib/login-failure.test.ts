import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { readLoginFailure } from './login-failure';

describe('reading a refused login', () => {
  it('asks for the captcha when the error value carries the flag', () => {
    const wrong = new ApiError('INVALID_CREDENTIALS', 'x', 401, { captcha: true });
    expect(readLoginFailure(wrong)).toEqual({ kind: 'refused', captcha: true });
    const plain = new ApiError('INVALID_CREDENTIALS', 'x', 401);
    expect(readLoginFailure(plain)).toEqual({ kind: 'refused', captcha: false });
    const onField = new ApiError('CAPTCHA_INVALID', 'x', 400, { field: 'captcha', captcha: true });
    expect(readLoginFailure(onField)).toEqual({ kind: 'refused', captcha: true });
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
    // Without a usable challenge it is only a refusal.
    const bare = new ApiError('VERIFICATION_REQUIRED', 'x', 403);
    expect(readLoginFailure(bare)).toEqual({ kind: 'refused', captcha: false });
  });

  it('forgets a refused remember token', () => {
    const error = new ApiError('REMEMBER_TOKEN_INVALID', 'x', 401);
    expect(readLoginFailure(error)).toEqual({
      kind: 'rememberExpired',
      message: 'errors.REMEMBER_TOKEN_INVALID',
    });
  });

  it('takes anything that is not an API answer as a plain refusal', () => {
    expect(readLoginFailure(new TypeError('boom'))).toEqual({ kind: 'refused', captcha: false });
  });
});
