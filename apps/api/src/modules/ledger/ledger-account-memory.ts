import type { BatchStart, StartedAccount, WantedAccount } from './ledger-batch.repo.js';
import { specKey } from './ledger.repo.js';

/** Accounts remembered at most; the oldest go first. */
const MAX_ACCOUNTS = 100_000;

/** Transaction ids are taken this many at a time for the batches to come. */
export const IDS_AHEAD = 256;

/**
 * Ids older than this are given up, so a transaction's id stays close to its time: a quiet
 * process would otherwise use an id taken minutes before ids another process took since.
 */
const IDS_FRESH_MS = 1_000;

/** An account's row as one map key: merchant, currency, and its `specKey`. */
export const accountKey = (
  merchantId: number,
  currency: string,
  kind: string,
  memberId: number | null,
  shard: number,
) => `${merchantId}\u0000${currency}\u0000${specKey(kind, memberId, shard)}`;

export const accountKeyOf = (a: {
  merchantId: number;
  currency: string;
  kind: string;
  memberId: number | null;
  shard: number;
}) => accountKey(a.merchantId, a.currency, a.kind, a.memberId, a.shard);

/**
 * What one group committer's batches last wrote: each account's id and balance, and
 * transaction ids taken ahead. With it a batch whose accounts are all known skips its
 * look-up: an unlocked one goes in one round trip, its guarded write. Nothing here is
 * trusted: what moved meanwhile (another process, a settlement) shifts the write, which
 * writes nothing when a wallet or hold could not carry the shift, and a key already written
 * fails it whole; then the batch is written again the usual way, which reads first.
 *
 * An unlocked write, its own transaction, is remembered as it is sent, so the batch sent
 * behind it starts from the balances it leaves, and forgotten when it writes nothing. A
 * batch written in a transaction is staged and kept only once the committer has seen it
 * commit.
 */
export class AccountMemory {
  readonly #accounts = new Map<string, StartedAccount>();
  #ids: number[] = [];
  #idsTakenAt = 0;
  #staged: { accounts: StartedAccount[]; balances: Map<number, number> } | null = null;

  /** A start for these accounts and keys without reading them, or null when one is unknown. */
  recall(wanted: WantedAccount[], keys: number): BatchStart | null {
    if (performance.now() - this.#idsTakenAt > IDS_FRESH_MS) this.#ids = [];
    if (this.#ids.length < keys) return null;
    const locked: StartedAccount[] = [];
    for (const w of wanted) {
      const account = this.#accounts.get(accountKeyOf(w));
      if (!account) return null;
      locked.push(account);
    }
    locked.sort((a, b) => a.id - b.id);
    return {
      stored: new Map(),
      locked,
      transactionIds: this.#ids.splice(0, keys),
      // The write's own time replaces this in every result.
      now: new Date(),
    };
  }

  /** How many ids the next write should take ahead. */
  idsWanted(): number {
    return this.#ids.length < IDS_AHEAD / 2 ? IDS_AHEAD : 0;
  }

  keepIds(ids: number[]): void {
    if (ids.length === 0) return;
    this.#ids = [...this.#ids, ...ids];
    this.#idsTakenAt = performance.now();
  }

  /** The accounts a committed batch wrote, with the balances it left them. */
  remember(accounts: StartedAccount[], balances: Map<number, number>): void {
    for (const account of accounts) {
      const key = accountKeyOf(account);
      this.#accounts.delete(key);
      this.#accounts.set(key, { ...account, balance: balances.get(account.id) ?? account.balance });
    }
    for (const key of this.#accounts.keys()) {
      if (this.#accounts.size <= MAX_ACCOUNTS) break;
      this.#accounts.delete(key);
    }
  }

  /**
   * What a batch in a transaction left, kept by `keepStaged` once it has committed: a
   * rolled-back batch must not be remembered. One batch at a time per memory.
   */
  stage(accounts: StartedAccount[], balances: Map<number, number>): void {
    this.#staged = { accounts, balances };
  }

  unstage(): void {
    this.#staged = null;
  }

  keepStaged(): void {
    if (this.#staged) this.remember(this.#staged.accounts, this.#staged.balances);
    this.#staged = null;
  }

  /** Accounts some other writer may have moved, or a write that was sent did not. */
  forget(accounts: readonly (WantedAccount | StartedAccount)[]): void {
    for (const w of accounts) this.#accounts.delete(accountKeyOf(w));
  }
}
