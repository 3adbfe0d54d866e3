import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import {
  createBulkAccounts,
  findBulkTransactions,
  selectBulkAccounts,
  reserveTransactionIds,
  writeBulk,
  type BulkWrite,
} from './ledger-bulk.repo.js';
import { payloadHash } from './ledger-hash.js';
import { accountSpec, nonNegativeKinds, validatePosting, type AccountSpec } from './ledger-legs.js';
import { specKey, type LockedAccount } from './ledger.repo.js';
import type { Posting, WalletBalance } from './ledger.types.js';

export type BulkResult = {
  /** One per posting, in order: its transaction, and whether the key had been written. */
  postings: { key: string; transactionId: number; replayed: boolean }[];
  /** The balance of every wallet the new postings changed, after the last of them. */
  wallets: WalletBalance[];
  /** The last transaction written now, for `announceCommitted`; null when all were replays. */
  lastTransactionId: number | null;
};

const specOf = (a: LockedAccount) => specKey(a.kind, a.memberId, a.shard);

/**
 * Writes many postings of one merchant and currency inside the caller's transaction in a
 * few statements whatever their number (a period's settlement pays thousands of wallets):
 * the accounts are created when missing and locked in ascending id order, the keys looked
 * up, and every transaction, entry (with its running `balance_after`), new balance and
 * wallet event written by one statement, exactly as the postings one by one would write them.
 *
 * A key already written with the same payload is a replay and moves nothing; with another
 * payload it is `409 IDEMPOTENCY_CONFLICT`. A wallet or hold that would go below zero is
 * `409 INSUFFICIENT_FUNDS` for the whole call: a bulk posting records no failed keys, the
 * caller's transaction is meant to roll back.
 */
export async function postBulkWithin(trx: Db, postings: readonly Posting[]): Promise<BulkResult> {
  if (postings.length === 0) return { postings: [], wallets: [], lastTransactionId: null };
  const { merchantId, currency } = postings[0]!;
  const keys = new Set<string>();
  const specs = new Map<string, AccountSpec>();
  for (const posting of postings) {
    validatePosting(posting);
    if (posting.merchantId !== merchantId || posting.currency !== currency) {
      throw new Error('a bulk posting is of one merchant and currency');
    }
    if (keys.has(posting.key))
      throw new Error(`key ${posting.key} appears twice in a bulk posting`);
    keys.add(posting.key);
    for (const leg of posting.legs) {
      const spec = accountSpec(leg.account);
      specs.set(specKey(spec.kind, spec.memberId, spec.shard), spec);
    }
  }

  const wanted = { merchantId, currency, specs: [...specs.values()] };
  // Missing accounts are created before any is locked, as the group commit does: a writer
  // never holds account locks while it waits on another's uncommitted new account.
  const existing = await selectBulkAccounts(trx, wanted, false);
  if (existing.length < specs.size) {
    const found = new Set(existing.map(specOf));
    const missing = [...specs].flatMap(([key, spec]) => (found.has(key) ? [] : [spec]));
    await createBulkAccounts(trx, { merchantId, currency, specs: missing });
  }
  const locked = await selectBulkAccounts(trx, wanted, true);
  if (locked.length < specs.size) throw new Error('an account of a bulk posting is missing');
  const accounts = new Map(locked.map((a) => [specOf(a), { ...a }]));

  const stored = await findBulkTransactions(trx, merchantId, [...keys]);
  const hashes = postings.map(payloadHash);
  const fresh = postings.flatMap((posting, i) => {
    const earlier = stored.get(posting.key);
    if (!earlier) return [i];
    if (earlier.payloadHash !== hashes[i] || earlier.status !== 'committed') {
      throw new AppError(409, ErrorCode.IdempotencyConflict, `key ${posting.key} was used`, {
        field: 'key',
      });
    }
    return [];
  });
  const { ids } = await reserveTransactionIds(trx, fresh.length);

  const write: BulkWrite = {
    merchantId,
    currency,
    transactions: { id: [], kind: [], key: [], payloadHash: [], memo: [], reference: [] },
    entries: { transactionId: [], accountId: [], amount: [], after: [] },
    balances: { id: [], balance: [] },
    events: { memberId: [], balance: [], transactionId: [] },
  };
  const transactionIdOf = new Map<number, number>();
  const wallets = new Map<number, WalletBalance>();
  fresh.forEach((index, n) => {
    const posting = postings[index]!;
    const id = ids[n]!;
    transactionIdOf.set(index, id);
    const t = write.transactions;
    t.id.push(id);
    t.kind.push(posting.kind);
    t.key.push(posting.key);
    t.payloadHash.push(hashes[index]!);
    t.memo.push(posting.memo ?? null);
    t.reference.push(posting.reference ?? null);
    for (const leg of posting.legs) {
      const spec = accountSpec(leg.account);
      const account = accounts.get(specKey(spec.kind, spec.memberId, spec.shard));
      if (!account)
        throw new Error(`account ${specKey(spec.kind, spec.memberId, spec.shard)} not found`);
      account.balance += leg.amount;
      if (!Number.isSafeInteger(account.balance)) throw new RangeError('balance out of range');
      if (account.balance < 0 && nonNegativeKinds.has(account.kind)) {
        throw new AppError(409, ErrorCode.InsufficientFunds, 'Not enough money in the wallet');
      }
      write.entries.transactionId.push(id);
      write.entries.accountId.push(account.id);
      write.entries.amount.push(leg.amount);
      write.entries.after.push(account.balance);
      if (account.memberId !== null) {
        write.events.memberId.push(account.memberId);
        write.events.balance.push(account.balance);
        write.events.transactionId.push(id);
        wallets.set(account.memberId, {
          memberId: account.memberId,
          currency,
          balance: account.balance,
        });
      }
    }
  });
  const before = new Map(locked.map((a) => [a.id, a.balance]));
  for (const account of accounts.values()) {
    if (before.get(account.id) !== account.balance) {
      write.balances.id.push(account.id);
      write.balances.balance.push(account.balance);
    }
  }

  if (fresh.length > 0) {
    const written = await writeBulk(trx, write);
    if (written !== fresh.length) {
      throw new AppError(409, ErrorCode.IdempotencyConflict, 'a key was written meanwhile');
    }
  }
  return {
    postings: postings.map((posting, i) => ({
      key: posting.key,
      transactionId: transactionIdOf.get(i) ?? stored.get(posting.key)!.id,
      replayed: !transactionIdOf.has(i),
    })),
    wallets: [...wallets.values()],
    lastTransactionId: ids.length ? ids[ids.length - 1]! : null,
  };
}
