import { sql, type Kysely } from 'kysely';

/**
 * Key pairs of the encrypted calls and the replay nonces they have seen. A key is never
 * updated: a newer generation supersedes it, and its successor's creation time starts
 * its grace period.
 */
const statements = [
  sql`create table encryption_key (
    generation integer primary key,
    key_id text not null unique,
    public_key text not null,
    private_key text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table encryption_nonce (
    nonce text primary key,
    expires_at timestamptz not null
  )`,
  sql`create index encryption_nonce_expires on encryption_nonce (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
