import { sql, type Kysely } from 'kysely';

/**
 * Player accounts and what proves who they are. Accounts and mobile numbers are unique per
 * merchant (accounts case-insensitively); the upline chain is a closure table so "all
 * descendants of X" is one indexed lookup. Session tokens are stored as SHA-256 only.
 */
const statements = [
  sql`alter table merchant add column weak_default_password text not null default 'sorteo123'`,
  sql`create table member (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    account text not null,
    password_hash text not null,
    type smallint not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
    status text not null default 'active' check (status in ('active', 'disabled')),
    nickname text,
    country_dialing_code text,
    mobile_num text,
    email text,
    payee_name text,
    qq_num text,
    recommender_id text,
    payment_password_hash text,
    line text,
    whatsapp text,
    zalo text,
    facebook text,
    wechat text,
    telegram text,
    id_number text,
    birthday text,
    upline_id integer references member (id),
    affiliate_code text,
    referral_code text not null,
    register_url text,
    register_domain text,
    register_method text not null default 'WEB',
    register_ip text not null,
    password_changed_at timestamptz not null,
    password_expires_at timestamptz,
    created_at timestamptz not null,
    last_login_at timestamptz,
    last_login_ip text,
    check ((mobile_num is null) = (country_dialing_code is null))
  )`,
  sql`create unique index member_account on member (merchant_id, lower(account))`,
  sql`create unique index member_mobile on member (merchant_id, country_dialing_code, mobile_num)
    where mobile_num is not null`,
  sql`create unique index member_affiliate_code on member (merchant_id, affiliate_code)
    where affiliate_code is not null`,
  sql`create unique index member_referral_code on member (merchant_id, referral_code)`,
  sql`create index member_upline on member (upline_id)`,
  sql`create table member_upline_closure (
    ancestor_id integer not null references member (id) on delete cascade,
    descendant_id integer not null references member (id) on delete cascade,
    depth smallint not null check (depth >= 0),
    primary key (ancestor_id, descendant_id)
  )`,
  sql`create index member_upline_closure_descendant on member_upline_closure (descendant_id)`,
  sql`create table member_session (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    idle_expires_at timestamptz not null,
    absolute_expires_at timestamptz not null,
    revoked_at timestamptz,
    ip text not null,
    user_agent text
  )`,
  sql`create index member_session_member on member_session (member_id)`,
  sql`create table login_failure (
    merchant_id integer not null references merchant (id) on delete cascade,
    scope text not null check (scope in ('account', 'ip')),
    key text not null,
    window_start timestamptz not null,
    failures integer not null,
    locked_until timestamptz,
    primary key (merchant_id, scope, key)
  )`,
  sql`create table known_login_ip (
    member_id integer not null references member (id) on delete cascade,
    ip text not null,
    first_seen_at timestamptz not null,
    last_seen_at timestamptz not null,
    primary key (member_id, ip)
  )`,
  sql`create table auth_audit (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer references member (id) on delete set null,
    event text not null,
    ip text not null,
    detail jsonb not null default '{}',
    created_at timestamptz not null
  )`,
  sql`create index auth_audit_merchant_created on auth_audit (merchant_id, created_at desc, id desc)`,
  sql`create index auth_audit_member on auth_audit (member_id) where member_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
