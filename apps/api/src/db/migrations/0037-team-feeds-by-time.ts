import { sql, type Kysely } from 'kysely';

/**
 * The agent centre's feeds (transaction details, team bets, the team's vendor rounds) page a
 * team's rows newest first, after the last row of the page before (docs/decisions/0030).
 * With the rows indexed by time and id, a page of a large team is read from the newest rows
 * back until it is full, the cut after a row being a bound of the index; a small team is
 * still read from its members' rows, whichever the planner counts cheaper. Bets and rounds
 * had an index by merchant and time: it gains the id, so rows of one instant are in order.
 *
 * A page of one kind that is rare beside the games' stakes and wins (deposits, withdrawals,
 * bonuses, pay) starts from the transactions of that kind instead: they get an index by kind
 * and time, which also serves what the withdrawals' index served, and costs the games'
 * writes nothing.
 */
const statements = [
  sql`create index ledger_entry_time on ledger_entry (created_at, id)`,
  sql`drop index lottery_bet_recent`,
  sql`create index lottery_bet_recent on lottery_bet (merchant_id, created_at, id)`,
  sql`drop index vendor_round_merchant`,
  sql`create index vendor_round_merchant on vendor_round (merchant_id, opened_at, id)`,
  sql`drop index ledger_transaction_withdrawal_time`,
  sql`create index ledger_transaction_money_time on ledger_transaction (kind, created_at)
    where kind not in ('bet_place', 'bet_settle', 'bet_void', 'vendor_bet', 'vendor_win',
      'vendor_rollback')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
