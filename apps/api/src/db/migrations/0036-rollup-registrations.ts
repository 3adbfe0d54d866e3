import { sql, type Kysely } from 'kysely';

/**
 * Registrations join the hourly rollups (`joined`: accounts created in the hour), and so
 * does every wallet entry (`wallet_net`: what the hour's entries add up to), so the agent
 * overview reads a team's growth and its wallets from `team_hour` instead of joining every
 * descendant to `member` and to its wallet. A member's own closure row (depth 0) is written once, at
 * registration, which makes it a source the transaction-id window takes once.
 *
 * The rollups are derived data: they are emptied and the state reset, so the next run
 * refills every hour from the sources, registrations included.
 *
 * The rollups lose their foreign keys to `member`: they are derived data, no code deletes an
 * account (the rebuild would name and remove the hours of one deleted by hand), and the
 * per-row check of the key cost a quarter of a run that rolls up a million bets.
 *
 * `member (created_at)` finds the registrations after a run's `live_from`; `(ancestor_id,
 * depth, descendant_id desc)` counts a team from the index alone and pages it by depth,
 * newest first, without sorting it. Withdrawals paid and refunded, few beside the bets, get
 * an index by time of their own, so that the live part of a report finds them without
 * scanning every transaction.
 */
const statements = [
  sql`alter table member_hour add column joined integer not null default 0`,
  sql`alter table team_hour add column joined integer not null default 0`,
  sql`alter table member_hour add column wallet_net bigint not null default 0`,
  sql`alter table team_hour add column wallet_net bigint not null default 0`,
  sql`create index member_created_at on member (created_at)`,
  sql`create index member_upline_closure_ancestor_depth
    on member_upline_closure (ancestor_id, depth, descendant_id desc)`,
  sql`alter table member_hour drop constraint member_hour_member_id_fkey`,
  sql`alter table team_hour drop constraint team_hour_ancestor_id_fkey`,
  sql`create index ledger_transaction_withdrawal_time on ledger_transaction (created_at)
    where kind in ('withdrawal_paid', 'withdrawal_refund')`,
  sql`truncate member_hour, team_hour`,
  sql`update rollup_state set horizon = 0, live_from = '-infinity', ran_at = null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
