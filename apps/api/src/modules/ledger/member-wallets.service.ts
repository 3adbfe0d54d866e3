import type { Db } from '../../db/connection.js';
import * as repo from './member-wallets.repo.js';

/*
 * The wallets of a set of members (an agent's team, or one member), for modules that
 * report on wallets they do not own. Amounts are minor units of `currency`.
 */

/** Wallet balances by member id; a member whose wallet never moved is absent (its balance is 0). */
export const walletBalancesOf = (
  db: Db,
  merchantId: number,
  currency: string,
  memberIds: readonly number[],
): Promise<Map<number, number>> => repo.walletBalancesOf(db, merchantId, currency, memberIds);

/** A page of the set's wallet entries, newest first. */
export const pageMemberEntries = (
  db: Db,
  filter: repo.MemberEntryFilter,
  limit: number,
  offset: number,
): Promise<repo.MemberEntry[]> => repo.pageMemberEntries(db, filter, limit, offset);

/** The set's wallet entries older than the entry `before`, newest first, at most `limit`. */
export const memberEntriesBefore = (
  db: Db,
  filter: repo.MemberEntryFilter,
  before: number | undefined,
  limit: number,
): Promise<repo.MemberEntry[]> => repo.memberEntriesBefore(db, filter, before, limit);

/** How many entries match, and their signed sum. */
export const summarizeMemberEntries = (
  db: Db,
  filter: repo.MemberEntryFilter,
): Promise<{ count: number; amount: number }> => repo.summarizeMemberEntries(db, filter);
