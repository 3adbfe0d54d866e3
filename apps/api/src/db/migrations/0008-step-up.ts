import { sql, type Kysely } from 'kysely';

/**
 * New-address verification tickets, TOTP authenticators and social identities. Tickets and
 * OIDC states are kept by hash or random id only, expire in minutes and work once.
 */
const statements = [
  sql`create table step_up_ticket (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    token_hash text not null unique,
    ip text not null,
    user_agent text,
    password_expired boolean not null,
    weak_password boolean not null,
    remember boolean not null,
    failures smallint not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index step_up_ticket_member on step_up_ticket (member_id)`,
  sql`create index step_up_ticket_expires on step_up_ticket (expires_at)`,
  sql`create table member_totp (
    member_id integer primary key references member (id) on delete cascade,
    secret_sealed text not null,
    key_id text not null,
    confirmed_at timestamptz,
    last_used_step integer,
    failures smallint not null default 0,
    failure_window_start timestamptz,
    created_at timestamptz not null
  )`,
  sql`create table totp_key (
    id smallint primary key check (id = 1),
    key_material text not null,
    created_at timestamptz not null
  )`,
  sql`create table oidc_login_state (
    state_hash text primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    provider text not null,
    code_verifier text not null,
    nonce text not null,
    redirect_uri text not null,
    return_to text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index oidc_login_state_expires on oidc_login_state (expires_at)`,
  sql`create table member_identity (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    provider text not null,
    subject text not null,
    member_id integer not null references member (id) on delete cascade,
    email text,
    created_at timestamptz not null,
    last_login_at timestamptz not null,
    unique (merchant_id, provider, subject)
  )`,
  sql`create index member_identity_member on member_identity (member_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
