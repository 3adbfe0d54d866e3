import { sql, type Kysely } from 'kysely';

/**
 * `sorteo_refuse(reason)` fails the statement that calls it, with SQLSTATE SR001 and the
 * reason as its message. A statement that writes several tables and finds, once written, that
 * its rows may not stand (a lottery order over its exposure cap, say) calls it, so the whole
 * statement is undone and the caller decides what to do (docs/ledger.md, "Work in the
 * batch's statement").
 */
const statements = [
  sql`create function sorteo_refuse(reason text) returns boolean language plpgsql as $$
    begin
      raise exception using errcode = 'SR001', message = reason;
    end
  $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
