/**
 * The idempotency key of one withdrawal attempt. Sending the same attempt again (a double
 * click, a retry after a dropped connection) reuses the key, so the server answers the
 * request it already has instead of holding the money twice. Changing the form, a
 * success, or a definite refusal starts a new attempt.
 */
export function createAttemptKey(newKey: () => string = () => crypto.randomUUID()) {
  let key: string | null = null;
  return {
    /** The current attempt's key, made on first use. */
    current(): string {
      key ??= newKey();
      return key;
    },
    /** The next `current()` is a new attempt. */
    reset(): void {
      key = null;
    },
  };
}

export type AttemptKey = ReturnType<typeof createAttemptKey>;
