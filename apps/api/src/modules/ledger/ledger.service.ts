import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { PipelinedConnections } from '../../db/pipelined.js';
import { AppError } from '../../lib/errors.js';
import { prepare, writePostings } from './ledger-batch.js';
import type { GiveWayListener } from './ledger-give-way.js';
import { GroupCommitter, type Alongside, type GroupCommitStats } from './ledger-group-commit.js';
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
 * The app's ledger, created once in `buildApp` (and once by a command that posts): `post`
 * goes through its group commit, whose statistics and give-way reports are read here.
 */
export class Ledger {
  readonly #committer: GroupCommitter;

  /**
   * `pipelined`: the connections its batches go over on PostgreSQL (`openPipelined`); without
   * them (PGlite, a command) each batch is an ordinary transaction of `db`.
   */
  constructor(db: Db, pipelined: PipelinedConnections | null = null) {
    this.#committer = new GroupCommitter(db, pipelined);
  }

  /**
   * Writes the posting in a transaction of its own, shared with the other postings that
   * arrive meanwhile (group commit); listeners hear of a new commit after it.
   */
  async post<T = unknown>(posting: Posting, options: PostOptions<T> = {}): Promise<PostingResult> {
    // Async, so a posting refused as it is prepared rejects like any other.
    return this.#committer.submit(prepare(posting, options.audit), options);
  }

  /** Batches sent, sent behind another, rows sent with their money, give-ways by reason. */
  get stats(): Readonly<GroupCommitStats> {
    return this.#committer.stats;
  }

  /** Tells `listener` each time a fast way gives way; answers how to stop telling it. */
  onGiveWay(listener: GiveWayListener): () => void {
    return this.#committer.onGiveWay(listener);
  }
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
