import { sql, type Kysely } from 'kysely';

/**
 * A member's uplines, read from the index alone: the rollup run looks up the ancestors of
 * every member it fills (100,000 look-ups for a draw of a large team), and the reports join
 * the closure by descendant too. The index by descendant alone sent each look-up on to the
 * table for the ancestor and depth; this one holds them, and serves every look-up the old
 * one served (docs/decisions/0027).
 */
const statements = [
  sql`create index member_upline_closure_uplines
    on member_upline_closure (descendant_id, depth, ancestor_id)`,
  sql`drop index member_upline_closure_descendant`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
