import { ApiError } from './api-client';

/**
 * How long the server wants a number to wait before the next SMS, when it refused a send
 * as too soon (SMS_RESEND_TOO_SOON); null for any other failure. Send buttons count it down.
 */
export function smsRetryAfterMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'SMS_RESEND_TOO_SOON') return null;
  const wait = (error.value as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}
