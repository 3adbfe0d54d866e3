import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import {
  findTransactions,
  insertBatchEntries,
  insertBatchWalletEvents,
  insertTransactions,
  keyOf,
  type BatchEntry,
  type BatchTransaction,
  type BatchWalletEvent,
} from './ledger-batch.repo.js';
import { payloadHash } from './ledger-hash.js';
import { accountSpec, nonNegativeKinds, validatePosting } from './ledger-legs.js';
import { idempotencyConflict, INSUFFICIENT_FUNDS, replay } from './ledger-replay.js';
import {
  ensureAccounts,
  lockAccounts,
  specKey,
  updateBalances,
  type LockedAccount,
} from './ledger.repo.js';
import type { Posting, PostingResult, WalletBalance } from './ledger.types.js';

/** A posting, checked and hashed, ready to be written with others. */
export type Prepared = { posting: Posting; hash: string };

export function prepare(posting: Posting): Prepared {
  validatePosting(posting);
  return { posting, hash: payloadHash(posting) };
}

/** Each posting's own outcome: one failing never takes the others with it. */
export type Outcome = { result: PostingResult } | { error: unknown };

/**
 * Another process wrote one of the batch's keys between the look-up and the insert. The
 * postings after it were computed on its balances, so the batch is given up and rerun.
 */
export class KeyRace extends Error {
  override name = 'KeyRace';
}

type Fresh = {
  index: number;
  prepared: Prepared;
  accountIds: number[];
  entries: { accountId: number; amount: number; balanceAfter: number }[];
  failed: boolean;
  wallets: WalletBalance[];
  events: { memberId: number; balance: number }[];
};

const overflow = (leg: number) =>
  new AppError(400, ErrorCode.ValidationFailed, 'the balance would leave the safe integer range', {
    field: `legs.${leg}.amount`,
  });

const groupKey = (p: Posting) => `${p.merchantId}\u0000${p.currency}`;

/** Ids of every account the fresh postings touch, creating missing ones in one fixed order. */
async function resolveAccounts(trx: Db, fresh: Fresh[]): Promise<void> {
  const groups = new Map<string, Fresh[]>();
  for (const f of fresh) {
    const g = groupKey(f.prepared.posting);
    groups.set(g, [...(groups.get(g) ?? []), f]);
  }
  for (const g of [...groups.keys()].sort()) {
    const members = groups.get(g)!;
    const { merchantId, currency } = members[0]!.prepared.posting;
    const specs = members.flatMap((f) =>
      f.prepared.posting.legs.map((l) => accountSpec(l.account)),
    );
    const ids = await ensureAccounts(trx, merchantId, currency, specs);
    for (const f of members) {
      f.accountIds = f.prepared.posting.legs.map((l) => {
        const spec = accountSpec(l.account);
        return ids.get(specKey(spec.kind, spec.memberId))!;
      });
    }
  }
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
        if (balance !== balances.get(id)) f.events.push({ memberId: account.memberId!, balance });
      }
      if (balance !== balances.get(id)) changed.add(id);
      balances.set(id, balance);
    }
  }
  return { balances, changed };
}

/** Applies the postings that are new and writes them; fills in their outcomes. */
async function writeFresh(trx: Db, fresh: Fresh[], outcomes: (Outcome | undefined)[]) {
  await resolveAccounts(trx, fresh);
  const ids = [...new Set(fresh.flatMap((f) => f.accountIds))].sort((a, b) => a - b);
  const locked = await lockAccounts(trx, ids);
  const { balances, changed } = applyInOrder(fresh, locked);

  const written = await insertTransactions(
    trx,
    fresh.map((f): BatchTransaction => ({
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
  );
  if (written.size < fresh.length) {
    if (fresh.length > 1) throw new KeyRace('an idempotency key was written meanwhile');
    // One posting: nothing of it was written, so it simply answers what the other wrote.
    const only = fresh[0]!;
    const { merchantId, key } = only.prepared.posting;
    const other = (await findTransactions(trx, [{ merchantId, key }])).get(keyOf(merchantId, key))!;
    outcomes[only.index] = await replay(trx, other, only.prepared.hash).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    return;
  }

  const entries: BatchEntry[] = [];
  const events: BatchWalletEvent[] = [];
  for (const f of fresh) {
    const { merchantId, currency, key } = f.prepared.posting;
    const tx = written.get(keyOf(merchantId, key))!;
    if (f.failed) {
      outcomes[f.index] = {
        result: { status: 'failed', code: INSUFFICIENT_FUNDS, replayed: false },
      };
      continue;
    }
    entries.push(...f.entries.map((e) => ({ ...e, merchantId, transactionId: tx.id })));
    events.push(...f.events.map((e) => ({ ...e, merchantId, currency, transactionId: tx.id })));
    outcomes[f.index] = {
      result: {
        status: 'committed',
        transactionId: tx.id,
        replayed: false,
        wallets: f.wallets,
        createdAt: tx.createdAt,
      },
    };
  }
  await insertBatchEntries(trx, entries);
  await updateBalances(
    trx,
    [...changed].sort((a, b) => a - b).map((id) => ({ id, balance: balances.get(id)! })),
  );
  await insertBatchWalletEvents(trx, events);
}

/**
 * Writes postings in one database transaction, in their order: looks their keys up (a key
 * already written answers its earlier result), locks every account once in ascending id
 * order, applies each posting to the balances in memory — each commits, or fails for lack
 * of money, on its own — then writes all transactions, entries, balances and wallet events
 * in a few statements. `postWithin` is this with one posting.
 */
export async function writePostings(trx: Db, batch: Prepared[]): Promise<Outcome[]> {
  const outcomes: (Outcome | undefined)[] = Array(batch.length);
  const stored = await findTransactions(
    trx,
    batch.map((b) => ({ merchantId: b.posting.merchantId, key: b.posting.key })),
  );

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
        events: [],
      });
    }
  }

  if (fresh.length > 0) await writeFresh(trx, fresh, outcomes);

  for (const { index, of } of repeats) {
    const first = outcomes[of]!;
    outcomes[index] =
      batch[index]!.hash !== batch[of]!.hash
        ? { error: idempotencyConflict() }
        : 'result' in first
          ? { result: { ...first.result, replayed: true } }
          : first;
  }
  return outcomes as Outcome[];
}
