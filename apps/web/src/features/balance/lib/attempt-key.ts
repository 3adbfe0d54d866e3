/**
 * The idempotency key of one deposit attempt. Sending the same form again (a double click,
 * a retry after a lost answer) reuses the key, so the server answers the first request
 * instead of making a second; changing what is sent, or a success, starts a new attempt.
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

  /** After a success: the next submit is a new deposit. */
  finish(): void {
    this.current = null;
  }
}
