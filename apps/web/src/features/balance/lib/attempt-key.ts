import { ApiError } from '../../../lib/api-client';

/**
 * The idempotency key of one money request (deposit, withdrawal, transfer). Sending the same
 * form again (a double click, a retry after a lost answer) reuses the key, so the server
 * answers the first request instead of making a second; changing what is sent, a success or
 * a refusal starts a new attempt.
 */
export class AttemptKey {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  for(fingerprint: string): string {
    if (this.current?.fingerprint !== fingerprint) {
      this.current = { fingerprint, key: this.newKey() };
    }
    return this.current.key;
  }

  /** After a success: the next submit is a new request. */
  finish(): void {
    this.current = null;
  }

  /**
   * After a failure. The server answers a refused key with the same refusal for ever, so
   * trying again (after a top-up, once the gateway is back) needs a new key; only an answer
   * lost on the way keeps the key, so a resend cannot make a second request.
   */
  failed(error: unknown): void {
    if (error instanceof ApiError && error.code === 'NETWORK') return;
    this.current = null;
  }
}
