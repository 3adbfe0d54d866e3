import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { walletsAfter, type StoredTransaction } from './ledger.repo.js';
import type { PostingResult } from './ledger.types.js';

export const INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS';

export const idempotencyConflict = () =>
  new AppError(
    409,
    ErrorCode.IdempotencyConflict,
    'This idempotency key was already used for another request',
  );

/**
 * What a key already written answers: its own result (a committed one with the wallet
 * balances right after it, not today's), or a conflict when asked with another payload.
 */
export async function replay(
  db: Db,
  stored: StoredTransaction,
  hash: string,
): Promise<PostingResult> {
  if (stored.payloadHash !== hash) throw idempotencyConflict();
  if (stored.status === 'failed') {
    return { status: 'failed', code: INSUFFICIENT_FUNDS, replayed: true };
  }
  return {
    status: 'committed',
    transactionId: stored.id,
    replayed: true,
    wallets: await walletsAfter(db, stored.id),
    createdAt: stored.createdAt,
  };
}
