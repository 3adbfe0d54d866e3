import { sql, type Kysely } from 'kysely';

/**
 * Promotions (module promotions): what a brand offers its players, shown on the promotions
 * page and, for the 'new_player' category, in the sign-up page's swiper. A promotion is
 * live while it is enabled and inside its optional window.
 */
const statements = [
  sql`create table promotion (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    -- The API accepts the categories of the shared contract; the database only keeps the
    -- shape, so a new category needs no migration.
    category text not null check (category ~ '^[a-z_]{1,32}$'),
    title text not null check (char_length(title) between 1 and 200),
    summary text not null default '',
    content text not null default '',
    image_url text,
    starts_at timestamptz,
    ends_at timestamptz,
    sort integer not null default 0,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint promotion_window check (starts_at is null or ends_at is null or ends_at > starts_at)
  )`,
  sql`create index promotion_merchant_sort on promotion (merchant_id, sort, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
