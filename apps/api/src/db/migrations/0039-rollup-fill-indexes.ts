import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the rollup run, whose large case is a draw settling the bets of 100,000
 * members at once (docs/decisions/0027):
 *
 * - A member's uplines, read from the index alone: the run looks up the ancestors of every
 *   member it fills, and the reports join the closure by descendant too. The index by
 *   descendant alone sent each look-up on to the table for the ancestor and depth; this one
 *   holds them, and serves every look-up the old one served.
 * - A merchant's member hours of a period (the payout runs) by block range instead of a
 *   b-tree by merchant and hour: the run writes hours in time order, so a period's rows lie
 *   in few block ranges, and each member hour the run writes no longer adds a b-tree entry
 *   (a tenth of the run of a large draw).
 */
const statements = [
  sql`create index member_upline_closure_uplines
    on member_upline_closure (descendant_id, depth, ancestor_id)`,
  sql`drop index member_upline_closure_descendant`,
  sql`drop index member_hour_time`,
  sql`create index member_hour_hours on member_hour using brin (hour)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
