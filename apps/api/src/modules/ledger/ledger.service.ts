import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { prepare, writePostings } from './ledger-batch.js';
import type { GiveWayListener } from './ledger-give-way.js';
import { groupCommitter, type Alongside, type GroupCommitStats } from './ledger-group-commit.js';
import { selectWalletBalance } from './ledger.repo.js';
import type { Posting, PostingResult } from './ledger.types.js';

export { onLedgerCommitted, announceCommitted, type LedgerCommitted } from './ledger-events.js';
export type { Shared, SharedItem } from './ledger-group-commit.js';

type Committed = Extract<PostingResult, { status: 'committed' }>;

/**
 * Writes one ledger transaction inside the caller's database transaction: validates the
 * legs, answers an earlier result for a key already used, else locks the accounts in
 * ascending id order and either moves the money (entries, balances, wallet events) or,
 * when a wallet or hold would go below zero, records the key as failed and moves nothing.
 * A lack of money is answered, not thrown, so the caller can commit the failure record.
 */
export async function postWithin(trx: Db, posting: Posting): Promise<PostingResult> {
  const [outcome] = await writePostings(trx, [prepare(posting)]);
  if ('error' in outcome!) throw outcome.error;
  return outcome!.result;
}

/**
 * Work that must commit with the posting: its audit row, its own work (`within`), or work it
 * shares with the other postings of its batch (`shared`).
 */
export type PostOptions<T = unknown> = Alongside<T>;

/**
 * Writes the posting in a transaction of its own, shared with the other postings that
 * arrive meanwhile (group commit); listeners hear of a new commit after it.
 */
export async function post<T = unknown>(
  db: Db,
  posting: Posting,
  options: PostOptions<T> = {},
): Promise<PostingResult> {
  return groupCommitter(db).submit(prepare(posting, options.audit), options);
}

/** The database's group commit as the app holds it: its statistics and its give-way reports. */
export type Ledger = {
  readonly stats: Readonly<GroupCommitStats>;
  /** Tells `listener` each time a fast way gives way; answers how to stop telling it. */
  onGiveWay: (listener: GiveWayListener) => () => void;
};

/** Opens the database's ledger for an app: `post` on this database goes through it. */
export function openLedger(db: Db): Ledger {
  const committer = groupCommitter(db);
  return { stats: committer.stats, onGiveWay: (listener) => committer.onGiveWay(listener) };
}

/** The committed result, or the 409 INSUFFICIENT_FUNDS a caller answers for a failed one. */
export function committedOrThrow(result: PostingResult): Committed {
  if (result.status === 'committed') return result;
  throw new AppError(409, ErrorCode.InsufficientFunds, 'Not enough money in the wallet');
}

/** A wallet's balance in minor units; 0 when the wallet has never been posted to. */
export function walletBalance(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<number> {
  return selectWalletBalance(db, merchantId, memberId, currency);
}
