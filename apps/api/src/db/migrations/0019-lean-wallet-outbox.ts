import { sql, type Kysely } from 'kysely';

/**
 * The wallet outbox as a plain append-only buffer (docs/decisions/0012-lean-wallet-outbox.md):
 * no index nothing reads (`wallet_event_member`), a block-range index instead of a b-tree for
 * the prune by age, and no key to its transaction, which `npm run ledger:check` proves instead.
 */
const statements = [
  sql`drop index wallet_event_member`,
  sql`drop index wallet_event_created`,
  sql`create index wallet_event_created on wallet_event using brin (created_at)`,
  sql`alter table wallet_event drop constraint wallet_event_transaction_id_fkey`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
