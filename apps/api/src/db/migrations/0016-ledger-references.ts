import { sql, type Kysely } from 'kysely';

/**
 * Fewer foreign-key checks on the ledger's hot write (docs/decisions/0010-ledger-references.md).
 * An entry referenced its merchant and its account separately: two checks per entry. It now
 * references its account together with the account's merchant, one check that also proves
 * the entry's merchant is its account's; the merchant exists through ledger_account's own key
 * to merchant. A wallet event's merchant is a copy of its transaction's, which already
 * references merchant, so its own key to merchant goes. The transaction keys stay.
 * `npm run ledger:check` compares the copied merchants with their transaction's.
 */
const statements = [
  sql`alter table ledger_account
    add constraint ledger_account_id_merchant unique (id, merchant_id)`,
  sql`alter table ledger_entry drop constraint ledger_entry_merchant_id_fkey`,
  sql`alter table ledger_entry drop constraint ledger_entry_account_id_fkey`,
  sql`alter table ledger_entry
    add constraint ledger_entry_account_fkey foreign key (account_id, merchant_id)
      references ledger_account (id, merchant_id)`,
  sql`alter table wallet_event drop constraint wallet_event_merchant_id_fkey`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
