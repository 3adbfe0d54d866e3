import type { Db } from '../../db/connection.js';
import { AccountMemory } from './ledger-account-memory.js';
import { writePostings, type AuditOf, type Outcome, type Prepared } from './ledger-batch.js';
import { announceCommitted } from './ledger-events.js';
import { transactionWithRetry } from './ledger-retry.js';
import type { PostingResult } from './ledger.types.js';

/** Work to commit with a posting, in its transaction, told its result. */
export type Within = (trx: Db, result: PostingResult) => Promise<void>;

/** A posting's item of shared work, with the posting's result. */
export type SharedItem<T> = { item: T; result: PostingResult };

/**
 * Work that the postings of a batch do together, in its transaction, after the money: `run`
 * is called once per batch with the item of every posting that named it and its result
 * (committed, a replay, or failed for lack of money), in batch order — one statement for the
 * rows of all the batch's orders, say. When it throws, the batch is rerun one posting at a
 * time, each with its own item alone.
 */
export type Shared<T> = { run: (trx: Db, items: SharedItem<T>[]) => Promise<void>; item: T };

/** What commits with a posting besides its money: its audit row, or any other work. */
export type Alongside<T = unknown> = { audit?: AuditOf; within?: Within; shared?: Shared<T> };

type Pending = {
  prepared: Prepared;
  within: Within | undefined;
  shared: Shared<unknown> | undefined;
  resolve: (result: PostingResult) => void;
  reject: (error: unknown) => void;
};

/** Postings written in one transaction at most; more wait for the next. */
export const MAX_BATCH = 64;

/** Each posting's own work, then the shared work, in the batch's transaction, after the money. */
async function runWithin(trx: Db, batch: Pending[], outcomes: Outcome[]): Promise<void> {
  const shared = new Map<Shared<unknown>['run'], SharedItem<unknown>[]>();
  for (const [i, p] of batch.entries()) {
    const outcome = outcomes[i]!;
    if (!('result' in outcome)) continue;
    if (p.within) await p.within(trx, outcome.result);
    if (p.shared) {
      const items = shared.get(p.shared.run) ?? [];
      items.push({ item: p.shared.item, result: outcome.result });
      shared.set(p.shared.run, items);
    }
  }
  for (const [run, items] of shared) await run(trx, items);
}

/**
 * Group commit: postings that arrive while a batch is being written queue up and go
 * together in the next transaction, so a burst costs a few commits instead of one each.
 * One batch at a time per database; each posting still succeeds or fails on its own.
 */
class GroupCommitter {
  readonly #queue: Pending[] = [];
  #busy = false;
  #scheduled = false;
  /** Accounts this committer last wrote, so its next batch on them skips the look-up. */
  readonly #memory = new AccountMemory();

  constructor(private readonly db: Db) {}

  submit<T>(prepared: Prepared, alongside: Alongside<T>): Promise<PostingResult> {
    const { within, shared } = alongside;
    return new Promise((resolve, reject) => {
      this.#queue.push({
        prepared,
        within,
        shared: shared as Shared<unknown> | undefined,
        resolve,
        reject,
      });
      this.#flush();
    });
  }

  /**
   * The next batch starts once the event loop has handled what it has in hand, so postings
   * that arrive together (answers of one shared look-up, say) go in one batch instead of the
   * first going alone and the rest waiting a whole batch for it.
   */
  #flush(): void {
    if (this.#busy || this.#scheduled || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#start();
    });
  }

  #start(): void {
    if (this.#busy || this.#queue.length === 0) return;
    this.#busy = true;
    const batch = this.#queue.splice(0, MAX_BATCH);
    void this.#write(batch).then((answer) => {
      this.#busy = false;
      // The next batch goes out before this one's postings are answered: its look-up is on
      // its way while their replies are written, instead of waiting for them.
      this.#start();
      answer();
    });
  }

  /** Writes the batch; answers a function that settles its postings. Never rejects. */
  async #write(batch: Pending[]): Promise<() => void> {
    let outcomes: Outcome[];
    try {
      outcomes =
        (await this.#writeUnlocked(batch)) ??
        (await this.#inTransaction((trx) =>
          writePostings(
            trx,
            batch.map((p) => p.prepared),
            true,
            (outcomes) => runWithin(trx, batch, outcomes),
            this.#memory,
          ),
        ));
    } catch (error) {
      if (batch.length === 1) return () => batch[0]!.reject(error);
      // A failure of one posting's accounts or work, or a key another process wrote
      // meanwhile, undid the whole batch: write each alone so only the one at fault fails.
      for (const p of batch) await this.#writeAlone(p);
      return () => undefined;
    }
    return () => batch.forEach((p, i) => settle(p, outcomes[i]!));
  }

  /**
   * Postings with no work of their own go in two round trips, no transaction held open
   * between them (`writePostings` unlocked). Null when the batch has such work, or when
   * the unlocked write gave way (an account to create, a balance or key another writer
   * changed, any failure): it wrote nothing, and the locked way decides.
   */
  async #writeUnlocked(batch: Pending[]): Promise<Outcome[] | null> {
    if (batch.some((p) => p.within || p.shared)) return null;
    try {
      return await writePostings(
        this.db,
        batch.map((p) => p.prepared),
        false,
        undefined,
        this.#memory,
      );
    } catch {
      return null;
    }
  }

  /** A locked write; what it leaves is remembered once it has committed. */
  async #inTransaction(work: (trx: Db) => Promise<Outcome[]>): Promise<Outcome[]> {
    try {
      const outcomes = await transactionWithRetry(this.db, work);
      this.#memory.keepStaged();
      return outcomes;
    } finally {
      this.#memory.unstage();
    }
  }

  async #writeAlone(p: Pending): Promise<void> {
    try {
      const [outcome] = await this.#inTransaction((trx) =>
        writePostings(
          trx,
          [p.prepared],
          true,
          (outcomes) => runWithin(trx, [p], outcomes),
          this.#memory,
        ),
      );
      settle(p, outcome!);
    } catch (error) {
      p.reject(error);
    }
  }
}

function settle(p: Pending, outcome: Outcome): void {
  if ('error' in outcome) return p.reject(outcome.error);
  const { result } = outcome;
  p.resolve(result);
  if (result.status === 'committed' && !result.replayed) {
    announceCommitted({
      merchantId: p.prepared.posting.merchantId,
      transactionId: result.transactionId,
      wallets: result.wallets,
    });
  }
}

const committers = new WeakMap<Db, GroupCommitter>();

export function groupCommitter(db: Db): GroupCommitter {
  let committer = committers.get(db);
  if (!committer) {
    committer = new GroupCommitter(db);
    committers.set(db, committer);
  }
  return committer;
}
