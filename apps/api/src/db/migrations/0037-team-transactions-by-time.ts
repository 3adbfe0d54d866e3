import { sql, type Kysely } from 'kysely';

/**
 * The agent's transaction details page a team's wallet entries newest first. With entries
 * indexed by time, a page of a large team is read from the newest entries back until it is
 * full; a small team is still read from its members' wallets, whichever the planner counts
 * cheaper.
 *
 * A page of one kind that is rare beside the games' stakes and wins (deposits, withdrawals,
 * bonuses, pay) starts from the transactions of that kind instead: they get an index by kind
 * and time, which also serves what the withdrawals' index served, and costs the games'
 * writes nothing.
 */
const statements = [
  sql`create index ledger_entry_time on ledger_entry (created_at, id)`,
  sql`drop index ledger_transaction_withdrawal_time`,
  sql`create index ledger_transaction_money_time on ledger_transaction (kind, created_at)
    where kind not in ('bet_place', 'bet_settle', 'bet_void', 'vendor_bet', 'vendor_win',
      'vendor_rollback')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
