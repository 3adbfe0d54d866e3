import { sql, type Kysely } from 'kysely';

/**
 * A vendor's bet says how it was settled: `paid` once a win named it, `rolled_back` once its
 * rollback did. A win or rollback sets it with a conditional update of the bet's row, so
 * two of them racing on one bet queue on that row and the second sees the first's mark: a
 * win and a rollback of one bet never both move money, even when each is written by one
 * statement alongside its money (docs/games.md, "Seamless wallet").
 */
const statements = [
  sql`alter table vendor_transaction add column settlement text
    check (settlement in ('paid', 'rolled_back'))`,
  sql`update vendor_transaction b set settlement = case
      when exists (select 1 from vendor_transaction s where s.vendor_code = b.vendor_code
        and s.reference = b.transaction_id and s.kind = 'rollback') then 'rolled_back'
      when exists (select 1 from vendor_transaction s where s.vendor_code = b.vendor_code
        and s.reference = b.transaction_id and s.kind = 'win') then 'paid'
    end
    where b.kind = 'bet'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
