import type { Db } from '../../db/connection.js';
import * as repo from './profit.repo.js';

/*
 * Profit figures read from the ledger itself: what the rollups (which the reports read)
 * must agree with.
 */

/** One row per period of the range (oldest first, zeros where nothing moved). */
export const profitByPeriod = (
  db: Db,
  scope: Parameters<typeof repo.profitByPeriod>[1],
): Promise<repo.ProfitRow[]> => repo.profitByPeriod(db, scope);
