import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { inOneTrip } from '../../db/pipelined.js';
import type { Actor, AuditChange } from '../audit/index.js';
import { AppError } from '../../lib/errors.js';
import {
  findTransactions,
  keyOf,
  isStaleRefusal,
  refusalReason,
  startBatch,
  writeBatch,
  type BalanceGuard,
  type BatchEntry,
  type BatchStart,
  type BatchWalletEvent,
  type BatchWritten,
  type WantedAccount,
} from './ledger-batch.repo.js';
import { accountKey, accountKeyOf, type AccountMemory } from './ledger-account-memory.js';
import type { GiveWayListener, GiveWayReason } from './ledger-give-way.js';
import { payloadHash } from './ledger-hash.js';
import {
  accountSpec,
  HOUSE_SHARDS,
  isSharded,
  nonNegativeKinds,
  shardOf,
  validatePosting,
} from './ledger-legs.js';
import { idempotencyConflict, INSUFFICIENT_FUNDS, replay } from './ledger-replay.js';
import { ensureAccounts, lockAccounts, specKey, type LockedAccount } from './ledger.repo.js';
import type { AccountRef, Posting, PostingResult, WalletBalance } from './ledger.types.js';

/**
 * The audit row of a posting written now (committed or failed; never asked for a replay),
 * or null for none. It goes in with the money, in the same statement.
 */
export type AuditOf = (result: PostingResult) => { actor: Actor; change: AuditChange } | null;

/** A posting, checked and hashed, ready to be written with others. */
export type Prepared = { posting: Posting; hash: string; audit?: AuditOf | undefined };

export function prepare(posting: Posting, audit?: AuditOf): Prepared {
  validatePosting(posting);
  return { posting, hash: payloadHash(posting), audit };
}

/** Each posting's own outcome: one failing never takes the others with it. */
export type Outcome = { result: PostingResult } | { error: unknown };

/**
 * Another process wrote one of the batch's keys between the look-up and the insert. The
 * postings after it were computed on its balances, so the batch is given up and rerun.
 */
export class KeyRace extends Error {
  override name = 'KeyRace';
  constructor(readonly giveWay: 'key-written-meanwhile' | 'remembered-changed') {
    super(
      giveWay === 'key-written-meanwhile'
        ? 'an idempotency key was written meanwhile'
        : 'a remembered balance or key had changed',
    );
  }
}

/**
 * An unlocked batch met what only a locked one can do — an account to create, a balance
 * another writer changed since it was read, rows that could not go with it or were refused —
 * and wrote nothing: why. What is remembered of its accounts still holds unless it says
 * otherwise (the memory has forgotten those).
 */
export type GaveWay = { gaveWay: GiveWayReason };

const gaveWay = (reason: GiveWayReason): GaveWay => ({ gaveWay: reason });
const isGaveWay = (value: unknown): value is GaveWay =>
  typeof value === 'object' && value !== null && 'gaveWay' in value;

/**
 * Another module's rows that commit with an unlocked batch's money: one statement of that
 * module's own, sent in the write's transaction right behind it (`inOneTrip`). It must fail
 * (`sorteo_refuse`) when its rows may not stand, as the commit is sent before its answer is
 * read; it answers what to do with that answer once the transaction has committed.
 */
export type RowsStatement = (trx: Db) => Promise<() => void>;

/**
 * The rows to write with a batch, given every posting's outcome as it will be once written;
 * null when they cannot go that way (docs/ledger.md, "Rows that commit with the money").
 */
export type RowsWithMoney = (outcomes: Outcome[]) => RowsStatement | null;

type Fresh = {
  index: number;
  prepared: Prepared;
  accountIds: number[];
  entries: { accountId: number; amount: number; balanceAfter: number }[];
  failed: boolean;
  wallets: WalletBalance[];
  /** The account of each of `wallets`, for the shift the write may give it. */
  walletAccounts: number[];
  events: { accountId: number; memberId: number; balance: number }[];
};

const overflow = (leg: number) =>
  new AppError(400, ErrorCode.ValidationFailed, 'the balance would leave the safe integer range', {
    field: `legs.${leg}.amount`,
  });

const groupKey = (merchantId: number, currency: string) => `${merchantId}\u0000${currency}`;

/** The map key of the row a leg moves (`accountKey`). */
function legKey(merchantId: number, currency: string, ref: AccountRef, shard: number): string {
  if ('wallet' in ref) return accountKey(merchantId, currency, 'wallet', ref.wallet, 0);
  return accountKey(merchantId, currency, ref.house, null, shardOf(ref.house, shard));
}

/** Every account of these postings, once each, house accounts on the batch's shard. */
function wantedAccounts(postings: Posting[], shard: number): WantedAccount[] {
  const wanted = new Map<string, WantedAccount>();
  for (const { merchantId, currency, legs } of postings) {
    for (const { account } of legs) {
      const key = legKey(merchantId, currency, account, shard);
      if (!wanted.has(key)) {
        wanted.set(key, { ...accountSpec(account, shard), merchantId, currency });
      }
    }
  }
  return [...wanted.values()];
}

/**
 * Every shard of each house account wanted, so that the first batch to need a house account
 * creates all its shards at once: a batch on another shard later finds its row.
 */
function withEveryShard(wanted: WantedAccount[]): WantedAccount[] {
  const all = new Map(wanted.map((w) => [accountKeyOf(w), w]));
  for (const w of wanted) {
    if (w.kind === 'wallet' || !isSharded(w.kind)) continue;
    for (let shard = 0; shard <= HOUSE_SHARDS; shard += 1) {
      const account = { ...w, shard };
      all.set(accountKeyOf(account), account);
    }
  }
  return [...all.values()];
}

/**
 * When an account does not exist yet: creates the missing ones of the fresh postings
 * (merchant and currency groups in a fixed order, as `ensureAccounts` does within one),
 * then locks them all in ascending id order.
 */
async function createAndLock(trx: Db, fresh: Fresh[], shard: number): Promise<HeldAccounts> {
  const needed = wantedAccounts(
    fresh.map((f) => f.prepared.posting),
    shard,
  );
  const groups = new Map<string, WantedAccount[]>();
  for (const w of withEveryShard(needed)) {
    const g = groupKey(w.merchantId, w.currency);
    groups.set(g, [...(groups.get(g) ?? []), w]);
  }
  const idOf = new Map<string, number>();
  for (const g of [...groups.keys()].sort()) {
    const wanted = groups.get(g)!;
    const { merchantId, currency } = wanted[0]!;
    const ids = await ensureAccounts(trx, merchantId, currency, wanted);
    for (const w of wanted)
      idOf.set(accountKeyOf(w), ids.get(specKey(w.kind, w.memberId, w.shard))!);
  }
  const ids = needed.map((w) => idOf.get(accountKeyOf(w))!);
  const locked = await lockAccounts(
    trx,
    [...new Set(ids)].sort((a, b) => a - b),
  );
  return { idOf, locked };
}

type HeldAccounts = { idOf: Map<string, number>; locked: LockedAccount[] };

function heldFromStart(locked: NonNullable<BatchStart['locked']>): HeldAccounts {
  return {
    idOf: new Map(locked.map((a) => [accountKeyOf(a), a.id])),
    locked,
  };
}

/**
 * Runs the postings over the locked balances in order. A posting that would take a wallet
 * or the withdrawal hold below zero is marked failed and leaves the balances as they were.
 */
function applyInOrder(fresh: Fresh[], locked: LockedAccount[]) {
  const kindOf = new Map(locked.map((a) => [a.id, a]));
  const balances = new Map(locked.map((a) => [a.id, a.balance]));
  const changed = new Set<number>();

  for (const f of fresh) {
    const { posting } = f.prepared;
    const after = new Map<number, number>();
    f.entries = posting.legs.map((leg, i) => {
      const accountId = f.accountIds[i]!;
      const balanceAfter = (after.get(accountId) ?? balances.get(accountId)!) + leg.amount;
      if (!Number.isSafeInteger(balanceAfter)) throw overflow(i);
      after.set(accountId, balanceAfter);
      return { accountId, amount: leg.amount, balanceAfter };
    });
    f.failed = [...after].some(
      ([id, balance]) => nonNegativeKinds.has(kindOf.get(id)!.kind) && balance < 0,
    );
    if (f.failed) continue;
    for (const [id, balance] of after) {
      const account = kindOf.get(id)!;
      if (account.kind === 'wallet') {
        f.wallets.push({ memberId: account.memberId!, currency: posting.currency, balance });
        f.walletAccounts.push(id);
        if (balance !== balances.get(id)) {
          f.events.push({ accountId: id, memberId: account.memberId!, balance });
        }
      }
      if (balance !== balances.get(id)) changed.add(id);
      balances.set(id, balance);
    }
  }
  return { balances, changed };
}

type FreshOptions = {
  /** False: unlocked, the write checks the balances read under its own locks. */
  locking: boolean;
  /** Other statements follow the write before its answer, so no outcome may change after. */
  followed: boolean;
  /**
   * What the write leaves is remembered, and ids are taken ahead into it: as it is sent, when
   * it is its own transaction, so that a batch sent behind it starts from those balances.
   */
  memory: AccountMemory | undefined;
  /** In the caller's transaction: remembered only once the committer has seen it commit. */
  staged: boolean;
  /** Unlocked only: rows of other work written in the write's transaction. */
  withRows: RowsWithMoney | undefined;
  /** Told once the write has been sent. */
  onWriteSent: (() => void) | undefined;
  /** The shard of each house account the batch writes (`HOUSE_SHARDS`). */
  houseShard: number;
  /** Told when another writer had moved a house account of the batch since it was read. */
  onHouseMoved: (() => void) | undefined;
  /** Told when another writer had moved any account of the batch since it was read. */
  onMovedByOther: (() => void) | undefined;
};

/**
 * Applies the postings that are new and sends their write; fills in their outcomes as they
 * are once it is written, and answers a function that waits for the write and checks it.
 */
async function writeFresh(
  trx: Db,
  fresh: Fresh[],
  start: BatchStart,
  outcomes: (Outcome | undefined)[],
  {
    locking,
    followed,
    memory,
    staged,
    withRows,
    onWriteSent,
    houseShard,
    onHouseMoved,
    onMovedByOther,
  }: FreshOptions,
): Promise<(() => Promise<GaveWay | null>) | GaveWay> {
  if (!locking && !start.locked) return gaveWay('account-to-create');
  const { idOf, locked } = start.locked
    ? heldFromStart(start.locked)
    : await createAndLock(trx, fresh, houseShard);
  for (const f of fresh) {
    const { merchantId, currency, legs } = f.prepared.posting;
    f.accountIds = legs.map((l) => idOf.get(legKey(merchantId, currency, l.account, houseShard))!);
  }
  const { balances, changed } = applyInOrder(fresh, locked);

  const ids = fresh.map((_, i) => start.transactionIds[i]!);
  // Plain loops and literals: spreading each entry into a new object was a tenth of the
  // batch's CPU in a profile (docs/bench-history.md, "2026-11-26, midday").
  const entries: BatchEntry[] = [];
  const events: BatchWalletEvent[] = [];
  fresh.forEach((f, i) => {
    if (f.failed) return;
    const { merchantId, currency } = f.prepared.posting;
    const transactionId = ids[i]!;
    for (const { accountId, amount, balanceAfter } of f.entries)
      entries.push({ merchantId, transactionId, accountId, amount, balanceAfter });
    for (const { accountId, memberId, balance } of f.events)
      events.push({ merchantId, accountId, memberId, currency, balance, transactionId });
  });
  const results = fresh.map((f, i): PostingResult =>
    f.failed
      ? { status: 'failed', code: INSUFFICIENT_FUNDS, replayed: false }
      : {
          status: 'committed',
          transactionId: ids[i]!,
          replayed: false,
          wallets: f.wallets,
          createdAt: start.now,
        },
  );
  const audits = fresh.flatMap((f, i) => {
    const row = f.prepared.audit?.(results[i]!);
    return row ? [row] : [];
  });
  const guard = locking ? undefined : guardOf(fresh, locked);
  fresh.forEach((f, i) => (outcomes[f.index] = { result: results[i]! }));
  let rows: RowsStatement | undefined;
  if (withRows) {
    // Guarded only: the write fails whole when a strict balance cannot carry it.
    if (locking) throw new Error('rows with the money need a guarded write');
    rows = withRows(outcomes as Outcome[]) ?? undefined;
    if (!rows) return gaveWay('rows-not-in-statement');
  }
  // Unstaged, the write is its own transaction: the batch behind it on the session runs after
  // it, so it may start from what this one leaves before this one is answered. Should this
  // one write nothing, the one behind takes the difference as a shift, or refuses where a
  // wallet cannot carry it; forgetting here spares the next batch that difference.
  const onSend = staged ? undefined : memory;
  const write = (db: Db) =>
    writeBatch(
      db,
      {
        transactions: fresh.map((f, i) => ({
          id: ids[i]!,
          merchantId: f.prepared.posting.merchantId,
          key: f.prepared.posting.key,
          payloadHash: f.prepared.hash,
          kind: f.prepared.posting.kind,
          status: f.failed ? 'failed' : 'committed',
          failureCode: f.failed ? INSUFFICIENT_FUNDS : null,
          currency: f.prepared.posting.currency,
          memo: f.prepared.posting.memo ?? null,
          reference: f.prepared.posting.reference ?? null,
        })),
        entries,
        balances: [...changed]
          .sort((a, b) => a - b)
          .map((id) => ({ id, balance: balances.get(id)! })),
        events,
        audits,
      },
      { guard, reserve: memory?.idsWanted() ?? 0, whole: rows !== undefined },
    );
  let sent: Promise<void> | undefined;
  let writing: Promise<BatchWritten | GaveWay>;
  if (rows) {
    // The write, the rows and the commit in one trip; the rows are taken once it committed.
    const trip = inOneTrip<[BatchWritten, () => void]>(trx, [write, rows]);
    sent = trip.sent;
    writing = trip.done.then(([written, accept]) => (accept(), written));
  } else {
    writing = write(trx);
  }
  writing = writing.catch((error: unknown) => {
    onSend?.forget(start.locked ?? []);
    if (isStaleRefusal(error)) return gaveWay('balance-moved');
    if (rows && refusalReason(error) !== null) return gaveWay('rows-refused');
    throw error;
  });
  onSend?.remember(start.locked ?? [], balances);
  if (sent) await sent;
  onWriteSent?.();

  return async () => {
    const answer = await writing;
    if (isGaveWay(answer)) return answer;
    const { written, now, reserved, shifts } = answer;
    memory?.keepIds(reserved);
    for (const result of results) if (result.status === 'committed') result.createdAt = now;
    if (written === fresh.length && shifts.size > 0) {
      shiftWallets(fresh, shifts);
      onMovedByOther?.();
      if (onHouseMoved && locked.some((a) => a.memberId === null && shifts.has(a.id))) {
        onHouseMoved();
      }
    }
    if (written === fresh.length) {
      if (staged) memory?.stage(start.locked ?? [], balances);
      return null;
    }
    onSend?.forget(start.locked ?? []);
    if (!locking) return gaveWay('balance-moved');
    if (fresh.length > 1 || followed) throw new KeyRace('key-written-meanwhile');
    // One posting: nothing of it was written, so it simply answers what the other wrote.
    const only = fresh[0]!;
    const { merchantId, key } = only.prepared.posting;
    const other = (await findTransactions(trx, [{ merchantId, key }])).get(keyOf(merchantId, key))!;
    outcomes[only.index] = await replay(trx, other, only.prepared.hash).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    return null;
  };
}

/** How `writePostings` writes a batch in the caller's transaction; see there. */
export type WriteOptions = {
  followedBy?: (outcomes: Outcome[]) => Promise<void>;
  memory?: AccountMemory;
  /**
   * The shard of the house accounts the batch credits and debits: 0, the account as it always
   * was, unless the writer spreads its batches over several rows (`HOUSE_SHARDS`).
   */
  houseShard?: number;
};

/** How `writeUnlocked` writes a batch; see there. */
export type UnlockedOptions = {
  memory?: AccountMemory;
  withRows?: RowsWithMoney;
  /** Told when remembered balances no longer held and the look-up ran after all. */
  onGiveWay?: GiveWayListener;
  /**
   * Told once the batch's write has been sent (on a pipelined session, a statement sent
   * after it runs after it); a batch with nothing new to write never sends one.
   */
  onWriteSent?: () => void;
  houseShard?: number;
  /**
   * Told when the guarded write found a house account of the batch moved by another writer
   * since it was read: that writer uses the same shard, and the next batch may draw another.
   */
  onHouseMoved?: () => void;
  /** Told when the guarded write found any account of the batch moved by another writer. */
  onMovedByOther?: () => void;
};

/**
 * The balances an unlocked batch was computed on, with what a shift by another writer may
 * not break on a strict account (`BalanceGuard`): the lowest balance the batch leaves it at,
 * and whether a posting failed on it for lack of money.
 */
function guardOf(fresh: Fresh[], locked: LockedAccount[]): BalanceGuard {
  const lowest = new Map<number, number>();
  const failedOn = new Set<number>();
  for (const f of fresh) {
    if (f.failed) for (const id of f.accountIds) failedOn.add(id);
    else {
      for (const { accountId, balanceAfter } of f.entries) {
        lowest.set(accountId, Math.min(lowest.get(accountId) ?? balanceAfter, balanceAfter));
      }
    }
  }
  return locked.map(({ id, balance, kind }) => ({
    id,
    balance,
    strict: nonNegativeKinds.has(kind),
    lowest: Math.min(lowest.get(id) ?? balance, balance),
    mayRise: !failedOn.has(id),
  }));
}

/** Answers the wallets' balances as written: shifted by what another writer moved. */
function shiftWallets(fresh: Fresh[], shifts: Map<number, number>): void {
  for (const f of fresh) {
    f.wallets.forEach((wallet, i) => (wallet.balance += shifts.get(f.walletAccounts[i]!) ?? 0));
  }
}

/**
 * Writes postings in the caller's database transaction, in their order: looks their keys up
 * (a key already written answers its earlier result), locks every account once in ascending
 * id order, applies each posting to the balances in memory — each commits, or fails for
 * lack of money, on its own — then writes all transactions, entries, balances and wallet
 * events in a few statements. `postWithin` is this with one posting.
 *
 * `followedBy` is work of the same transaction that depends only on the outcomes: it is
 * started with them as soon as the write is sent, so on a pipelined connection its
 * statements share the write's round trip. A key written meanwhile then throws `KeyRace`,
 * which rolls the transaction back for `transactionWithRetry` to run again: the one
 * exception of the money path, since only a throw undoes a transaction.
 *
 * With a `memory`, a batch whose accounts it knows skips the look-up: its guarded write
 * alone. When that gives way (a balance moved, a key already written) the memory forgets
 * those accounts and `KeyRace` reruns the transaction (its work was sent behind the write,
 * and a failed statement ends it anyway). A batch stages what it leaves; the committer
 * keeps it once the transaction has committed.
 */
export async function writePostings(
  trx: Db,
  batch: Prepared[],
  { followedBy, memory, houseShard = 0 }: WriteOptions = {},
): Promise<Outcome[]> {
  const { keys, wanted } = batchNeeds(batch, houseShard);
  const options: FreshOptions = {
    locking: true,
    followed: followedBy !== undefined,
    memory,
    staged: true,
    withRows: undefined,
    onWriteSent: undefined,
    houseShard,
    onHouseMoved: undefined,
    onMovedByOther: undefined,
  };
  memory?.unstage();

  const recalled = memory?.recall(wanted, keys.size);
  if (recalled) {
    const written = await writeRecalled(
      trx,
      batch,
      recalled,
      { ...options, locking: false },
      followedBy,
    );
    if (!isGaveWay(written)) return written;
    memory!.forget(wanted);
    throw new KeyRace('remembered-changed');
  }
  const ahead = memory?.idsWanted() ?? 0;
  const start = await startBatch(trx, [...keys.values()], wanted, {
    reserve: keys.size + ahead,
    lock: true,
  });
  memory?.keepIds(start.transactionIds.slice(keys.size));
  const written = await writeFrom(trx, batch, start, options, followedBy);
  if (isGaveWay(written)) throw new Error(`a locked write gave way: ${written.gaveWay}`);
  return written;
}

/**
 * Writes postings with no transaction held open, on a connection outside any (the pipelined
 * session, where there is one): the look-up reads without locks, and the write is one
 * statement that is its own transaction, guarded by the balances read — two round trips
 * instead of four, one when `memory` knows every account. When it cannot finish it writes
 * nothing and answers why (`GaveWay`), and the batch is for `writePostings` to write.
 *
 * `withRows` is another module's rows, one statement of its own sent in the guarded write's
 * transaction, in the same trip: they stand or go with the money, and when they cannot go
 * that way, or their statement refuses them, the batch gives way.
 *
 * With a `memory` that knows every account, the look-up is skipped; when that write gives
 * way the memory forgets those accounts and the look-up runs at once (`onGiveWay` is told).
 */
export async function writeUnlocked(
  db: Db,
  batch: Prepared[],
  {
    memory,
    withRows,
    onGiveWay,
    onWriteSent,
    houseShard = 0,
    onHouseMoved,
    onMovedByOther,
  }: UnlockedOptions = {},
): Promise<Outcome[] | GaveWay> {
  const { keys, wanted } = batchNeeds(batch, houseShard);
  const options: FreshOptions = {
    locking: false,
    followed: false,
    memory,
    staged: false,
    withRows,
    onWriteSent,
    houseShard,
    onHouseMoved,
    onMovedByOther,
  };
  memory?.unstage();

  const recalled = memory?.recall(wanted, keys.size);
  if (recalled) {
    const written = await writeRecalled(db, batch, recalled, options);
    // A balance or key that changed since it was remembered: read them, and try again.
    const stale =
      isGaveWay(written) &&
      (written.gaveWay === 'balance-moved' || written.gaveWay === 'key-written-meanwhile');
    if (!stale) return written;
    memory!.forget(wanted);
    onGiveWay?.('remembered-changed', batch.length);
  }
  const ahead = memory?.idsWanted() ?? 0;
  const start = await startBatch(db, [...keys.values()], wanted, {
    reserve: keys.size + ahead,
    lock: false,
  });
  memory?.keepIds(start.transactionIds.slice(keys.size));
  return writeFrom(db, batch, start, options);
}

/** The batch's keys, once each, and every account it needs. */
function batchNeeds(batch: Prepared[], houseShard: number) {
  const keys = new Map(
    batch.map(({ posting: p }) => [
      keyOf(p.merchantId, p.key),
      { merchantId: p.merchantId, key: p.key },
    ]),
  );
  const wanted = wantedAccounts(
    batch.map((b) => b.posting),
    houseShard,
  );
  return { keys, wanted };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505';

/**
 * A batch written on the balances and keys memory recalls, unlocked: a key written since
 * fails its guarded write whole (a unique violation), which is one more way to give way.
 */
async function writeRecalled(
  trx: Db,
  batch: Prepared[],
  recalled: BatchStart,
  options: FreshOptions,
  followedBy?: (outcomes: Outcome[]) => Promise<void>,
): Promise<Outcome[] | GaveWay> {
  try {
    return await writeFrom(trx, batch, recalled, options, followedBy);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return gaveWay('key-written-meanwhile');
  }
}

/** `writePostings` or `writeUnlocked` once the batch's start is known, read or remembered. */
async function writeFrom(
  trx: Db,
  batch: Prepared[],
  start: BatchStart,
  options: FreshOptions,
  followedBy?: (outcomes: Outcome[]) => Promise<void>,
): Promise<Outcome[] | GaveWay> {
  const outcomes: (Outcome | undefined)[] = Array(batch.length);
  const { stored } = start;

  const firstOfKey = new Map<string, number>();
  const fresh: Fresh[] = [];
  const repeats: { index: number; of: number }[] = [];
  for (const [index, prepared] of batch.entries()) {
    const key = keyOf(prepared.posting.merchantId, prepared.posting.key);
    const earlier = stored.get(key);
    if (earlier) {
      try {
        outcomes[index] = { result: await replay(trx, earlier, prepared.hash) };
      } catch (error) {
        outcomes[index] = { error };
      }
    } else if (firstOfKey.has(key)) {
      repeats.push({ index, of: firstOfKey.get(key)! });
    } else {
      firstOfKey.set(key, index);
      fresh.push({
        index,
        prepared,
        accountIds: [],
        entries: [],
        failed: false,
        wallets: [],
        walletAccounts: [],
        events: [],
      });
    }
  }

  const written =
    fresh.length > 0 ? await writeFresh(trx, fresh, start, outcomes, options) : async () => null;
  if (isGaveWay(written)) return written;

  // A key repeated within the batch answers as its first posting did (again once written,
  // when the write has set the time or the answer of the first).
  const answerRepeats = () => {
    for (const { index, of } of repeats) {
      const first = outcomes[of]!;
      outcomes[index] =
        batch[index]!.hash !== batch[of]!.hash
          ? { error: idempotencyConflict() }
          : 'result' in first
            ? { result: { ...first.result, replayed: true } }
            : first;
    }
  };
  answerRepeats();
  const [write, follow] = await Promise.allSettled([
    written(),
    followedBy?.(outcomes as Outcome[]),
  ]);
  if (write.status === 'rejected') throw write.reason;
  if (follow.status === 'rejected') throw follow.reason;
  if (write.value) return write.value;
  answerRepeats();
  return outcomes as Outcome[];
}
