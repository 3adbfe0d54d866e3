import { sql, type Kysely } from 'kysely';

/**
 * Password reset links, the sandbox's mail outbox, remember-me tokens and the counters that
 * throttle reset requests and free play. Links and remember tokens are stored as SHA-256
 * only, so a copy of the database yields none that works.
 */
const statements = [
  sql`create table password_reset_link (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    revoked_at timestamptz
  )`,
  sql`create index password_reset_link_member on password_reset_link (member_id)`,
  sql`create table mail_outbox (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    to_address text not null,
    subject text not null,
    text_body text not null,
    html_body text not null,
    created_at timestamptz not null
  )`,
  sql`create index mail_outbox_merchant_created on mail_outbox (merchant_id, created_at desc, id desc)`,
  sql`create table remember_token (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    session_id bigint references member_session (id) on delete set null,
    token_hash text not null unique,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    revoked_at timestamptz
  )`,
  sql`create index remember_token_member on remember_token (member_id)`,
  sql`create index remember_token_session on remember_token (session_id) where session_id is not null`,
  sql`create table recovery_throttle (
    merchant_id integer not null references merchant (id) on delete cascade,
    action text not null,
    key text not null,
    window_start timestamptz not null,
    hits integer not null,
    primary key (merchant_id, action, key)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
