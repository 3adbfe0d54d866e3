import { sql, type Kysely } from 'kysely';

/**
 * Reads of the wallet screens and the socket outbox. The account record, bonus details and
 * profit report read one wallet's entries in a time range, newest first: a range scan of
 * (account_id, created_at, id). The outbox is pruned by age.
 */
const statements = [
  sql`create index ledger_entry_wallet_time on ledger_entry (account_id, created_at, id)`,
  sql`create index wallet_event_created on wallet_event (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
