import type { Db } from '../../db/connection.js';
import * as repo from './profit.repo.js';

/*
 * Profit figures over the wallets of a set of members (an agent's team), for the agent
 * centre; the same sums a member's own profit report adds up (profit.repo.ts).
 */

/** One row per period of the range (oldest first, zeros where nothing moved). */
export const profitByPeriod = (
  db: Db,
  scope: Parameters<typeof repo.profitByPeriod>[1],
): Promise<repo.ProfitRow[]> => repo.profitByPeriod(db, scope);

/** Figures per member of the set that moved in the range, by depth then account. */
export const profitByMember = (
  db: Db,
  scope: Parameters<typeof repo.profitByMember>[1],
): Promise<repo.MemberProfitRow[]> => repo.profitByMember(db, scope);

/** How many members of the set moved in the range, and their figures added up. */
export const profitOfMembers = (
  db: Db,
  scope: Parameters<typeof repo.profitOfMembers>[1],
): Promise<repo.ProfitSums & { members: string | number }> => repo.profitOfMembers(db, scope);
