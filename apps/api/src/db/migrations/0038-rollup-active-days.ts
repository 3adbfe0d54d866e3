import { sql, type Kysely } from 'kysely';

/**
 * Active members per day, beside the hourly rollups: `team_day.active` counts the team's
 * members with a valid bet on each day of the merchant's clock. The run that first sees a
 * member's valid bet of a day (its `member_hour` of that day holds none yet) adds it to each
 * ancestor's count. A day's active members are then one row per team, where counting
 * distinct members of a 100,000-member team costs its whole activity (docs/decisions/0030).
 *
 * The rollups are derived data: they are emptied and the state reset, so the next run
 * refills them all, the days included, from the sources.
 */
const statements = [
  sql`create table team_day (
    ancestor_id integer not null,
    currency text not null,
    day date not null,
    merchant_id integer not null,
    active integer not null default 0,
    primary key (ancestor_id, currency, day)
  )`,
  sql`truncate member_hour, team_hour`,
  sql`update rollup_state set horizon = 0, live_from = '-infinity', ran_at = null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
