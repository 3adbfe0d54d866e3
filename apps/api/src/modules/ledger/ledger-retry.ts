import type { Db } from '../../db/connection.js';

/** PostgreSQL: deadlock detected, serialization failure. The whole transaction may rerun. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs `work` in a transaction, again from the start when PostgreSQL had to abort it for a
 * deadlock: nothing of the aborted attempt was written, so rerunning it is safe.
 */
export async function transactionWithRetry<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}
