import { sql, type Kysely } from 'kysely';

/** Accounts opened without a password (mobile registration, social sign-in) set one later. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column password_set boolean not null default true`.execute(db);
}
