import { sql, type Kysely } from 'kysely';

/** The figures both rollups keep, each the sum over the hour's source rows. */
const figures = sql.raw(`
    deposits bigint not null default 0,
    withdrawals bigint not null default 0,
    bets bigint not null default 0,
    payouts bigint not null default 0,
    bonus bigint not null default 0,
    adjustments bigint not null default 0,
    transfers bigint not null default 0,
    valid_bet bigint not null default 0,
    settled_bets integer not null default 0`);

/**
 * Hourly rollups (docs/decisions/0027-hourly-rollups.md). `member_hour` holds a member's own
 * figures of an hour, `team_hour` the same summed over an ancestor's descendants (the
 * ancestor itself excluded, as in the agent reports). An hour starts on the hour in the
 * merchant's time zone. `rollup_state` keeps the transaction-id horizon below which every
 * source row is counted, and the instant from which rows above it may date.
 *
 * The sources are scanned by time: BRIN indexes on the append-only ledger and vendor calls
 * (cheap to keep up, and neither row is ever updated in the columns they cover), and the
 * settled periods by settlement time.
 */
const statements = [
  sql`create table member_hour (
    member_id integer not null references member (id) on delete cascade,
    currency text not null,
    hour timestamptz not null,
    merchant_id integer not null,
    ${figures},
    primary key (member_id, currency, hour)
  )`,
  sql`create table team_hour (
    ancestor_id integer not null references member (id) on delete cascade,
    currency text not null,
    hour timestamptz not null,
    merchant_id integer not null,
    ${figures},
    primary key (ancestor_id, currency, hour)
  )`,
  sql`create table rollup_state (
    id smallint primary key check (id = 1),
    horizon bigint not null,
    live_from timestamptz not null,
    ran_at timestamptz
  )`,
  // A period's hours of a whole merchant: payout runs and active-member counts.
  sql`create index member_hour_time on member_hour (merchant_id, hour)`,
  sql`create index team_hour_time on team_hour (merchant_id, hour)`,
  sql`insert into rollup_state (id, horizon, live_from) values (1, 0, '-infinity')`,
  sql`create index ledger_entry_created on ledger_entry using brin (created_at)`,
  sql`create index ledger_transaction_created on ledger_transaction using brin (created_at)`,
  sql`create index vendor_transaction_created on vendor_transaction using brin (created_at)`,
  sql`create index lottery_period_settled on lottery_period (settled_at) where status = 'settled'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
