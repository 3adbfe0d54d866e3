import { sql, type Kysely } from 'kysely';

/**
 * Active members per day in the hourly rollups (`active`). A member is active on a day of
 * the merchant's clock when it has a valid bet that day; its `member_hour` at the day's first
 * hour carries a 1 the first time, and `team_hour` sums those for the team. A day's active
 * members are then a sum of hours, like every other figure, where counting distinct
 * members of a 100,000-member team costs its whole activity (docs/decisions/0030).
 *
 * The rollups are derived data: they are emptied and the state reset, so the next run
 * refills every hour from the sources.
 */
const statements = [
  sql`alter table member_hour add column active integer not null default 0`,
  sql`alter table team_hour add column active integer not null default 0`,
  sql`truncate member_hour, team_hour`,
  sql`update rollup_state set horizon = 0, live_from = '-infinity', ran_at = null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
