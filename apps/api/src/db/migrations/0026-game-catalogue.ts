import { sql, type Kysely } from 'kysely';

/**
 * The games catalogue (docs/games.md): vendors and their games are shared by every merchant;
 * a merchant enables and sorts vendors and may hide a game or override its sort, flags and
 * names. Favourites and launches belong to members. Any change to what a lobby lists sends a
 * notice on `sorteo_catalogue` (once per statement) so that every API process drops the
 * catalogue it remembers.
 *
 * The side menu's old `game_vendor` (per merchant and category, never seeded) gives way to
 * `vendor` and `merchant_vendor`.
 */
const statements = [
  sql`drop table game_vendor`,
  sql`create table vendor (
    code text primary key check (code ~ '^[A-Z][A-Z0-9_]{1,19}$'),
    name text not null check (length(name) between 1 and 60),
    categories text[] not null check (cardinality(categories) > 0),
    wallet_kind text not null check (wallet_kind in ('seamless', 'transfer')),
    api_url text,
    frame_hosts text[] not null default '{}',
    allows_framing boolean not null default true,
    demo boolean not null default false,
    status text not null default 'enabled'
      check (status in ('enabled', 'maintenance', 'disabled')),
    synced_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table merchant_vendor (
    merchant_id integer not null references merchant (id) on delete cascade,
    vendor_code text not null references vendor (code) on delete cascade,
    enabled boolean not null default true,
    sort integer not null default 0,
    is_hot boolean not null default false,
    image text,
    primary key (merchant_id, vendor_code)
  )`,
  sql`create table game (
    id integer generated always as identity primary key,
    vendor_code text not null references vendor (code) on delete cascade,
    game_code text not null check (length(game_code) between 1 and 64),
    game_type text not null,
    names jsonb not null,
    search_text text not null,
    classify text not null default '',
    min_bet bigint not null default 0 check (min_bet >= 0),
    min_line_num integer not null default 0 check (min_line_num >= 0),
    platforms text[] not null default '{html5-desktop,html5}',
    rtp_basis_points integer check (rtp_basis_points between 0 and 10000),
    volatility text check (volatility in ('low', 'medium', 'high')),
    thumbnail text,
    is_hot boolean not null default false,
    is_new boolean not null default false,
    is_featured boolean not null default false,
    sort integer not null default 0,
    demo boolean not null default false,
    withdrawn_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (vendor_code, game_code)
  )`,
  sql`create table merchant_game (
    merchant_id integer not null references merchant (id) on delete cascade,
    game_id integer not null references game (id) on delete cascade,
    hidden boolean not null default false,
    sort integer,
    is_hot boolean,
    is_new boolean,
    is_featured boolean,
    names jsonb not null default '{}',
    updated_at timestamptz not null default now(),
    primary key (merchant_id, game_id)
  )`,
  sql`create table game_favourite (
    member_id integer not null references member (id) on delete cascade,
    game_id integer not null references game (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (member_id, game_id)
  )`,
  sql`create index game_favourite_newest on game_favourite (member_id, created_at desc)`,
  sql`create table game_launch (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer references member (id) on delete cascade,
    game_id integer not null references game (id) on delete cascade,
    demo boolean not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index game_launch_recent on game_launch (member_id, created_at desc)
    where member_id is not null`,
  sql`create function sorteo_catalogue_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sorteo_catalogue', '');
      return null;
    end
  $$`,
  ...['vendor', 'merchant_vendor', 'game', 'merchant_game'].map(
    (table) => sql`create trigger ${sql.raw(`${table}_catalogue_notice`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function sorteo_catalogue_notice()`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
