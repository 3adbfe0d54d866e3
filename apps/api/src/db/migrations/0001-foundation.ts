import { sql, type Kysely } from 'kysely';

/**
 * Merchants and their site configuration, public content, and the operator side.
 * Identity columns are plain integers: none of these tables grows past 2^31 rows.
 */
const statements = [
  sql`create table merchant (
    id integer generated always as identity primary key,
    code text not null unique,
    name text not null,
    currency char(3) not null,
    currency_exponent smallint not null check (currency_exponent between 0 and 4),
    time_zone text not null,
    default_language text not null,
    supported_languages jsonb not null,
    lottery_type text not null default 'Lott',
    platform text not null default 'web',
    gtag_id text,
    image_cdns jsonb not null default '[]',
    launch_game_cdns jsonb not null default '[]',
    default_country_dialing_code text not null default '84',
    minimum_age smallint not null default 18,
    maintenance_enabled boolean not null default false,
    maintenance_message text,
    maintenance_allow_list jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table merchant_domain (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    host text not null unique
  )`,
  sql`create table setting_node (
    merchant_id integer not null references merchant (id) on delete cascade,
    mod_id text not null,
    enabled boolean not null,
    primary key (merchant_id, mod_id)
  )`,
  sql`create table banner (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    group_name text not null,
    url text not null,
    title text not null default '',
    linkage_type text not null default 'NONE',
    linkage text,
    sort integer not null default 0,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index banner_merchant_group on banner (merchant_id, group_name, sort)`,
  sql`create table announcement (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    type text not null,
    title text not null,
    content text not null,
    published_at timestamptz not null default now(),
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index announcement_merchant_type_published
    on announcement (merchant_id, type, published_at desc, id desc)`,
  sql`create table help_article (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    category text not null,
    title text not null,
    content text not null,
    sort integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index help_article_merchant on help_article (merchant_id, sort)`,
  sql`create table resource (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    resource_type text not null,
    url text not null,
    qr_code_url text,
    label_name_en text,
    sort integer not null default 0
  )`,
  sql`create index resource_merchant on resource (merchant_id, sort)`,
  sql`create table customer_service (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    cs_type text not null,
    path text not null,
    sort integer not null default 0
  )`,
  sql`create table domain_route (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    url text not null,
    sort integer not null default 0
  )`,
  sql`create table region_rule (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    kind text not null check (kind in ('COUNTRY', 'IP')),
    value text not null,
    action text not null check (action in ('ALLOW', 'DENY')),
    note text not null default '',
    created_at timestamptz not null default now(),
    unique (merchant_id, kind, value)
  )`,
  sql`create table registration_field_rule (
    merchant_id integer not null references merchant (id) on delete cascade,
    field text not null,
    pattern_id text not null,
    accepted_pattern text not null,
    min_length integer not null,
    max_length integer not null,
    enabled boolean not null,
    required boolean not null,
    primary key (merchant_id, field)
  )`,
  sql`create table game_vendor (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    category text not null,
    vassalage text not null,
    name text not null,
    is_hot boolean not null default false,
    image text,
    sort integer not null default 0,
    enabled boolean not null default true,
    unique (merchant_id, category, vassalage)
  )`,
  sql`create table operator (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    username text not null,
    password_hash text not null,
    role text not null check (role in ('owner', 'operator', 'editor', 'viewer')),
    disabled boolean not null default false,
    created_at timestamptz not null default now(),
    last_login_at timestamptz
  )`,
  sql`create unique index operator_username on operator (lower(username))`,
  sql`create table operator_session (
    id integer generated always as identity primary key,
    operator_id integer not null references operator (id) on delete cascade,
    token_hash text not null unique,
    ip text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  sql`create table audit_log (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    operator_id integer references operator (id) on delete set null,
    operator_username text not null,
    action text not null,
    target_type text not null,
    target_id text,
    before jsonb,
    after jsonb,
    ip text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index audit_log_merchant_created on audit_log (merchant_id, created_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
