import type { Db } from '../../db/connection.js';
import type { PipelinedConnections } from '../../db/pipelined.js';
import { AccountMemory } from './ledger-account-memory.js';
import {
  writePostings,
  writeUnlocked,
  type AuditOf,
  type Outcome,
  type Prepared,
  type RowsWithMoney,
} from './ledger-batch.js';
import { announceCommitted } from './ledger-events.js';
import { HOUSE_SHARDS } from './ledger-legs.js';
import { noGiveWay, type GiveWayListener, type GiveWayReason } from './ledger-give-way.js';
import { transactionWithRetry } from './ledger-retry.js';
import type { PostingResult } from './ledger.types.js';

/** Work to commit with a posting, in its transaction, told its result. */
export type Within = (trx: Db, result: PostingResult) => Promise<void>;

/** A posting's item of shared work, with the posting's result. */
export type SharedItem<T> = { item: T; result: PostingResult };

/**
 * Rows that the postings of a batch write together and that commit with their money — the
 * one way another module's rows go with the ledger's (docs/ledger.md, "Rows that commit with
 * the money"). `run` is called once per batch, in its locked transaction after the money,
 * with the item of every posting that named it and its result (committed, a replay, or
 * failed for lack of money), in batch order — one statement for the rows of all the batch's
 * orders, say. When it throws, the batch is rerun one posting at a time, each with its own
 * item alone.
 */
export type Shared<T> = {
  run: (trx: Db, items: SharedItem<T>[]) => Promise<void>;
  item: T;
  /**
   * The same rows as one statement that refuses itself (`sorteo_refuse`) when they may not
   * stand, for a batch whose postings all commit anew. It is built here, before the money's
   * write is sent, so that nothing is computed while that write holds its locks; the
   * function it answers sends it in the guarded write's transaction, in the same trip, and
   * answers what to do once that has committed. With it, the batch is unlocked: it goes over
   * the session and may go behind another, and `run` is the way taken only when this one
   * gives way.
   */
  oneStatement?: (items: SharedItem<T>[]) => (trx: Db) => Promise<() => void>;
};

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

/**
 * A batch goes behind the one being written once this many postings wait, and no fewer than
 * the last batch that went alone carried: smaller batches cost PostgreSQL more per posting
 * than the wait they save (docs/bench-history.md, "2026-11-26, evening").
 */
const BEHIND_MIN = 8;

/**
 * While other writers share the database, a batch about to go alone under load with fewer
 * postings than the last one waits once, up to this long, for more. Each of several processes
 * sees a share of the requests, and its half-size batches cost PostgreSQL and Node more per
 * posting than the wait; alone, the wait would only idle (bench/README.md, "Several API
 * processes").
 */
const FULLER_WAIT_MS = 1;
/** Batches after the last one that found an account moved by another writer. */
const OTHERS_SEEN_FOR = 200;

const isLocked = (p: Pending) =>
  p.within !== undefined || (p.shared !== undefined && p.shared.oneStatement === undefined);

/**
 * The batch's shared rows for its guarded write: one kind of shared work at most, and only
 * when every posting naming it is about to commit anew.
 */
function sharedWithMoney(batch: Pending[], written: () => void): RowsWithMoney | undefined {
  // Debits, the usual batch, have none: a plain pass, nothing built.
  let statement: Shared<unknown>['oneStatement'];
  for (const p of batch) {
    if (!p.shared) continue;
    const own = p.shared.oneStatement;
    if (!own || (statement && own !== statement)) return () => null;
    statement = own;
  }
  if (!statement) return undefined;
  const rows = statement;
  return (outcomes) => {
    const items: SharedItem<unknown>[] = [];
    for (const [i, p] of batch.entries()) {
      if (!p.shared) continue;
      const outcome = outcomes[i];
      if (!outcome || !('result' in outcome) || outcome.result.status !== 'committed') return null;
      if (outcome.result.replayed) return null;
      items.push({ item: p.shared.item, result: outcome.result });
    }
    const send = rows(items);
    return async (trx) => {
      const accept = await send(trx);
      return () => (written(), accept());
    };
  };
}

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
 * together in the next transaction, so a burst costs a few commits instead of one each;
 * each posting still succeeds or fails on its own.
 *
 * On PostgreSQL, unlocked batches go over the database's pipelined session, and a second
 * one may be sent behind the one being written, so PostgreSQL starts it the moment the
 * first commits instead of waiting for this process to read that answer and send the next
 * (docs/decisions/0014-batches-behind-batches.md). It starts from the balances the first
 * leaves, remembered as the first was sent, so it may debit the same wallets
 * (docs/decisions/0017-behind-on-the-balances-left.md); should the first write nothing, the
 * guarded write of the one behind finds other balances than it expects and refuses too. A
 * locked batch (a posting with work of its own) always goes alone.
 */
export class GroupCommitter {
  readonly #queue: Pending[] = [];
  /** Batches being written: none, one, or two unlocked ones on the session. */
  #writing = 0;
  /** The batch being written is locked: nothing goes behind it. */
  #alone = false;
  /**
   * Batches being written whose write is not sent yet. One goes behind another only once
   * that one's write is on the session: its look-up, sent earlier, would read the balances
   * from before that write, and its guarded write would then find them moved.
   */
  #unsent = 0;
  /** Postings of the last batch sent while none was being written. */
  #lastSize = 0;
  #scheduled = false;
  /** The wait for a fuller batch: its timer while it runs, and whether it has run. */
  #fullerTimer: NodeJS.Timeout | null = null;
  #waitedForFuller = false;
  /** `stats.batches` when a batch last found an account moved by another writer. */
  #othersSeenAt = -Infinity;
  /** Locked transactions of this committer run one at a time (they share the staging). */
  #lockedTurn: Promise<void> = Promise.resolve();
  /** Accounts this committer last wrote, so its next batch on them skips the look-up. */
  readonly #memory = new AccountMemory();
  /**
   * Batches sent and the postings in them; of them, those sent behind another and those whose
   * shared rows went in their guarded write's trip (`Shared.oneStatement`); the batches that
   * waited for a fuller one; how often the house shard moved, and how often a fast way gave
   * way, by reason.
   */
  readonly stats = {
    batches: 0,
    postings: 0,
    waitedForFuller: 0,
    behind: 0,
    sharedWithMoney: 0,
    houseShardMoves: 0,
    gaveWay: noGiveWay(),
  };
  readonly #listeners = new Set<GiveWayListener>();
  /**
   * The shard of the house accounts this committer's batches write, drawn at random and kept
   * until a batch finds another writer (another process) moved one of them since its read:
   * then another is drawn, so processes soon write apart and their batches never wait on
   * one house row's lock.
   */
  #houseShard = anyHouseShard();

  constructor(
    private readonly db: Db,
    private readonly pipelined: PipelinedConnections | null,
  ) {}

  /** Tells `listener` each time a fast way gives way; answers how to stop telling it. */
  onGiveWay(listener: GiveWayListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #moveHouseShard(from: number): void {
    if (this.#houseShard !== from) return;
    this.stats.houseShardMoves += 1;
    this.#houseShard = anyHouseShard(from);
  }

  #gaveWay(reason: GiveWayReason, postings: number): void {
    this.stats.gaveWay[reason] += 1;
    for (const listener of this.#listeners) listener(reason, postings);
  }

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
    if (this.#scheduled || this.#queue.length === 0) return;
    if (this.#writing > 0 && !this.#canGoBehind()) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#start();
    });
  }

  #start(): void {
    if (this.#queue.length === 0) return;
    if (this.#writing === 0) {
      if (this.#waitingForFuller()) return;
      const batch = this.#queue.splice(0, MAX_BATCH);
      this.#lastSize = batch.length;
      this.#send(batch);
    } else if (this.#canGoBehind()) {
      this.#send(this.#queue.splice(0, MAX_BATCH));
    }
  }

  /**
   * Whether the next batch waits for more postings (`FULLER_WAIT_MS`): only while another
   * writer was seen lately (`OTHERS_SEEN_FOR`), only under load (the last batch that went
   * alone was at least `BEHIND_MIN`), only while fewer than that many wait, and once per
   * batch; it goes as soon as as many are waiting.
   */
  #waitingForFuller(): boolean {
    const underLoad = this.#lastSize >= BEHIND_MIN;
    const othersWriting = this.stats.batches - this.#othersSeenAt <= OTHERS_SEEN_FOR;
    if (
      !underLoad ||
      !othersWriting ||
      this.#queue.length >= this.#lastSize ||
      this.#waitedForFuller
    ) {
      if (this.#fullerTimer) clearTimeout(this.#fullerTimer);
      this.#fullerTimer = null;
      this.#waitedForFuller = false;
      return false;
    }
    if (this.#fullerTimer) return true;
    this.stats.waitedForFuller += 1;
    this.#fullerTimer = setTimeout(() => {
      this.#fullerTimer = null;
      this.#waitedForFuller = true;
      this.#start();
    }, FULLER_WAIT_MS);
    return true;
  }

  /**
   * Whether a batch may go behind the one being written: an unlocked one, on the session,
   * with enough waiting, and no locked posting among them (it would wait for ever behind a
   * stream of unlocked batches).
   */
  #canGoBehind(): boolean {
    return (
      this.#writing === 1 &&
      this.#unsent === 0 &&
      !this.#alone &&
      this.#queue.length >= Math.max(BEHIND_MIN, this.#lastSize) &&
      !this.#queue.some(isLocked) &&
      this.pipelined?.session() != null
    );
  }

  #send(batch: Pending[]): void {
    this.stats.batches += 1;
    this.stats.postings += batch.length;
    if (this.#writing > 0) this.stats.behind += 1;
    this.#writing += 1;
    this.#unsent += 1;
    let sent = false;
    const writeSent = () => {
      if (sent) return;
      sent = true;
      this.#unsent -= 1;
      this.#flush();
    };
    this.#alone = batch.some(isLocked);
    void this.#write(batch, writeSent).then((answer) => {
      writeSent();
      this.#writing -= 1;
      if (this.#writing === 0) this.#alone = false;
      // The next batch goes out before this one's postings are answered: its look-up is on
      // its way while their replies are written, instead of waiting for them.
      this.#start();
      answer();
    });
  }

  /** Writes the batch; answers a function that settles its postings. Never rejects. */
  async #write(batch: Pending[], writeSent: () => void): Promise<() => void> {
    let outcomes: Outcome[];
    const houseShard = this.#houseShard;
    try {
      outcomes =
        (await this.#writeUnlocked(batch, writeSent, houseShard)) ??
        (await this.#inTransaction(batch.length, (trx) =>
          writePostings(
            trx,
            batch.map((p) => p.prepared),
            {
              followedBy: (outcomes) => runWithin(trx, batch, outcomes),
              memory: this.#memory,
              houseShard,
            },
          ),
        ));
    } catch (error) {
      if (batch.length === 1) return () => batch[0]!.reject(error);
      this.#gaveWay('batch-split', batch.length);
      // A failure of one posting's accounts or work, or a key another process wrote
      // meanwhile, undid the whole batch: write each alone so only the one at fault fails.
      for (const p of batch) await this.#writeAlone(p);
      return () => undefined;
    }
    return () => batch.forEach((p, i) => settle(p, outcomes[i]!));
  }

  /**
   * Postings with no work of their own go in two round trips, no transaction held open
   * between them (`writeUnlocked`), on the session where there is one. Null when
   * the batch has such work, or when the unlocked write gave way (an account to create, a
   * balance or key another writer changed, any failure): it wrote nothing, and the locked
   * way decides.
   */
  async #writeUnlocked(
    batch: Pending[],
    writeSent: () => void,
    houseShard: number,
  ): Promise<Outcome[] | null> {
    if (batch.some(isLocked)) return null;
    try {
      const written = await writeUnlocked(
        this.pipelined?.session() ?? this.db,
        batch.map((p) => p.prepared),
        {
          memory: this.#memory,
          withRows: sharedWithMoney(batch, () => (this.stats.sharedWithMoney += 1)),
          onGiveWay: (reason, postings) => this.#gaveWay(reason, postings),
          onWriteSent: writeSent,
          houseShard,
          onHouseMoved: () => this.#moveHouseShard(houseShard),
          onMovedByOther: () => (this.#othersSeenAt = this.stats.batches),
        },
      );
      if (!('gaveWay' in written)) return written;
      this.#gaveWay(written.gaveWay, batch.length);
      return null;
    } catch (error) {
      this.#gaveWay(unlockedGiveWay(error), batch.length);
      return null;
    }
  }

  /** A locked write; what it leaves is remembered once it has committed. */
  async #inTransaction(
    postings: number,
    work: (trx: Db) => Promise<Outcome[]>,
  ): Promise<Outcome[]> {
    const turn = this.#lockedTurn;
    let done!: () => void;
    this.#lockedTurn = new Promise((resolve) => (done = resolve));
    await turn;
    try {
      const outcomes = await transactionWithRetry(this.pipelined, this.db, work, (reason) =>
        this.#gaveWay(reason, postings),
      );
      this.#memory.keepStaged();
      return outcomes;
    } finally {
      this.#memory.unstage();
      done();
    }
  }

  async #writeAlone(p: Pending): Promise<void> {
    try {
      const [outcome] = await this.#inTransaction(1, (trx) =>
        writePostings(trx, [p.prepared], {
          followedBy: (outcomes) => runWithin(trx, [p], outcomes),
          memory: this.#memory,
          houseShard: this.#houseShard,
        }),
      );
      settle(p, outcome!);
    } catch (error) {
      p.reject(error);
    }
  }
}

/** A house shard of the group commit (1 to `HOUSE_SHARDS`), other than `not`. */
function anyHouseShard(not = 0): number {
  for (;;) {
    const shard = 1 + Math.floor(Math.random() * HOUSE_SHARDS);
    if (shard !== not) return shard;
  }
}

/** Why an unlocked write that failed gave way: a key written meanwhile, or another failure. */
function unlockedGiveWay(error: unknown): GiveWayReason {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' ? 'key-written-meanwhile' : 'unlocked-failed';
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

export type GroupCommitStats = GroupCommitter['stats'];
