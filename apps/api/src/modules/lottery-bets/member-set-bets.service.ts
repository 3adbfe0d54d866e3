import type { Db } from '../../db/connection.js';
import * as repo from './member-set-bets.repo.js';

/*
 * Bets of a set of members (an agent's team), for the agent centre: the same rows "my
 * bets" reads, labelled with the member's account.
 */

/** The set's bets placed in the window before the bet `before`, newest first, at most `limit`. */
export const memberSetBetsBefore = (
  db: Db,
  filter: repo.MemberSetBetFilter,
  before: number | undefined,
  limit: number,
) => repo.memberSetBetsBefore(db, filter, before, limit);
