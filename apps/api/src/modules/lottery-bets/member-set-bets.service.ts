import type { Db } from '../../db/connection.js';
import * as repo from './member-set-bets.repo.js';

/*
 * Bets of a set of members (an agent's team), for the agent centre: the same rows "my
 * bets" reads, labelled with the member's account.
 */

/** A page of the set's bets placed in the window, newest first. */
export const pageMemberSetBets = (
  db: Db,
  filter: repo.MemberSetBetFilter,
  limit: number,
  offset: number,
) => repo.pageMemberSetBets(db, filter, limit, offset);

/** How many of the set's bets the window holds, and their stakes and payouts. */
export const summarizeMemberSetBets = (db: Db, filter: repo.MemberSetBetFilter) =>
  repo.summarizeMemberSetBets(db, filter);

/** How many members of the set placed at least one bet in the window. */
export const countBettors = (db: Db, filter: repo.MemberSetBetFilter): Promise<number> =>
  repo.countBettors(db, filter);
