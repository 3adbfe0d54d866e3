import type { Db } from '../../db/connection.js';
import { pipelinedTransaction, type PipelinedConnections } from '../../db/pipelined.js';
import { KeyRace } from './ledger-batch.js';
import type { GiveWayReason } from './ledger-give-way.js';

/** PostgreSQL: deadlock detected, serialization failure. The whole transaction may rerun. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs `work` in a transaction (`pipelinedTransaction`), again from the start when PostgreSQL
 * had to abort it for a deadlock, or a batch met a key another session wrote meanwhile (the
 * rerun finds it written): nothing of the aborted attempt was written, so rerunning is safe.
 */
export async function transactionWithRetry<T>(
  pipelined: PipelinedConnections | null,
  db: Db,
  work: (trx: Db) => Promise<T>,
  onGiveWay?: (reason: GiveWayReason) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pipelinedTransaction(pipelined, db, work);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      const retryable =
        error instanceof KeyRace || (typeof code === 'string' && RETRYABLE.has(code));
      if (attempt >= ATTEMPTS || !retryable) throw error;
      onGiveWay?.(error instanceof KeyRace ? error.giveWay : 'transaction-rerun');
    }
  }
}
