import {
  ErrorCode,
  houseAccountKinds,
  VENDOR_HOUSE_PATTERN,
  type HouseAccountKind,
} from '@sorteo/shared';
import { AppError } from '../../lib/errors.js';
import type { AccountRef, Posting } from './ledger.types.js';

/** The kinds of account that may never go below zero (DOMAIN "Money"). */
export const nonNegativeKinds: ReadonlySet<string> = new Set([
  'wallet',
  'hold:withdrawals',
  'hold:vendor-transfer',
]);

const houseKinds: ReadonlySet<string> = new Set<string>(houseAccountKinds);

/** A stable name of an account within one merchant and currency: `wallet:12`, `house:bets`. */
export function accountKey(ref: AccountRef): string {
  return 'wallet' in ref ? `wallet:${ref.wallet}` : ref.house;
}

/**
 * An account's row: a wallet, or a house account's shard (0 unless a writer asks for
 * another, and always 0 for a kind that may not go below zero).
 */
export type AccountSpec =
  | { kind: 'wallet'; memberId: number; shard: 0 }
  | { kind: HouseAccountKind; memberId: null; shard: number };

/**
 * A house account is kept as shard 0, written by postings in a caller's transaction, and
 * shards 1 to `HOUSE_SHARDS`, over which the group commit spreads its batches, so that two
 * processes' batches seldom wait on one row's lock (migration 0025). The account's balance
 * is the sum of its shards.
 */
export const HOUSE_SHARDS = 8;

/** The shard a house account of `kind` is written on when a writer asks for `shard`. */
export const shardOf = (kind: string, shard: number): number =>
  nonNegativeKinds.has(kind) ? 0 : shard;

/** Whether an account of `kind` is kept as shards (a house account that may go below zero). */
export const isSharded = (kind: string): boolean =>
  kind !== 'wallet' && !nonNegativeKinds.has(kind);

export function accountSpec(ref: AccountRef, shard = 0): AccountSpec {
  if ('wallet' in ref) return { kind: 'wallet', memberId: ref.wallet, shard: 0 };
  return { kind: ref.house, memberId: null, shard: shardOf(ref.house, shard) };
}

const invalid = (field: string, message: string) =>
  new AppError(400, ErrorCode.ValidationFailed, `${field}: ${message}`, {
    field,
    issues: [{ field, rule: 'ledger', message }],
  });

/**
 * Refuses a posting that could not be a balanced movement: fewer than two legs, an amount
 * that is zero or not a safe integer, legs that do not sum to zero, an unknown account, or
 * one account named twice (the non-negative check sees one net change per account, so two
 * legs on one wallet could leave an entry below zero).
 * One posting is one currency by construction (`posting.currency`).
 */
export function validatePosting(posting: Posting): void {
  if (!Number.isInteger(posting.merchantId) || posting.merchantId <= 0) {
    throw invalid('merchantId', 'must be a positive integer');
  }
  if (!/^[A-Z]{3,8}$/.test(posting.currency)) throw invalid('currency', 'must be 3-8 capitals');
  if (posting.key.length < 1 || posting.key.length > 200) {
    throw invalid('key', 'must be 1-200 characters');
  }
  for (const field of ['key', 'memo', 'reference'] as const) {
    if (posting[field]?.includes('\u0000')) throw invalid(field, 'must not contain NUL');
  }
  if (posting.legs.length < 2) throw invalid('legs', 'a posting needs at least two legs');
  let sum = 0n;
  const seen = new Set<string>();
  posting.legs.forEach((leg, i) => {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw invalid(`legs.${i}.amount`, 'must be a non-zero safe integer of minor units');
    }
    const { account } = leg;
    if ('wallet' in account) {
      if (!Number.isInteger(account.wallet) || account.wallet <= 0) {
        throw invalid(`legs.${i}.account`, 'unknown wallet');
      }
    } else if (!houseKinds.has(account.house) && !VENDOR_HOUSE_PATTERN.test(account.house)) {
      throw invalid(`legs.${i}.account`, 'unknown house account');
    }
    const name = 'wallet' in account ? `wallet:${account.wallet}` : account.house;
    if (seen.has(name)) throw invalid(`legs.${i}.account`, 'an account appears in two legs');
    seen.add(name);
    sum += BigInt(leg.amount);
  });
  if (sum !== 0n) throw invalid('legs', 'legs must sum to zero');
}
