import { describe, expect, it } from 'vitest';
import { ApiError, type ProblemValue } from './api-client';
import { smsRetryAfterMs } from './sms-retry-after';

const refused = (code: string, value?: ProblemValue) =>
  new ApiError(code as never, 'x', 429, value);

describe('smsRetryAfterMs', () => {
  it('reads the wait of a send refused as too soon, so the button counts it down', () => {
    expect(smsRetryAfterMs(refused('SMS_RESEND_TOO_SOON', { retryAfterMs: 42_000 }))).toBe(42_000);
  });

  it('has no wait for other failures, or a refusal that gives none', () => {
    expect(smsRetryAfterMs(refused('RATE_LIMITED', { retryAfterMs: 42_000 }))).toBeNull();
    expect(smsRetryAfterMs(refused('SMS_RESEND_TOO_SOON'))).toBeNull();
    expect(smsRetryAfterMs(refused('SMS_RESEND_TOO_SOON', { retryAfterMs: 0 }))).toBeNull();
    expect(smsRetryAfterMs(new Error('offline'))).toBeNull();
  });
});
