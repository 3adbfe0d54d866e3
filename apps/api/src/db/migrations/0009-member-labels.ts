import { sql, type Kysely } from 'kysely';

/**
 * Club labels (one rank badge per member) and VIP labels (any number per member), each a
 * merchant's own. Names are unique per merchant whatever their case; colours are stored as
 * lower-case `#rrggbb`. Every assignment carries the merchant id into foreign keys on both
 * the member and the label, so a member can never hold another merchant's label. Deleting a
 * label takes it off every member who had it.
 */
const statements = [
  sql`alter table member add constraint member_merchant_member unique (merchant_id, id)`,
  sql`create table club_label (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    label_name text not null check (char_length(label_name) between 1 and 32),
    text_color text not null check (text_color ~ '^#[0-9a-f]{6}$'),
    background_color text not null check (background_color ~ '^#[0-9a-f]{6}$'),
    rank_level integer not null check (rank_level between 0 and 999),
    created_at timestamptz not null default now(),
    unique (merchant_id, id)
  )`,
  sql`create unique index club_label_name on club_label (merchant_id, lower(label_name))`,
  sql`create table member_club_label (
    member_id integer primary key,
    merchant_id integer not null,
    club_label_id integer not null,
    assigned_at timestamptz not null default now(),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade,
    foreign key (merchant_id, club_label_id) references club_label (merchant_id, id)
      on delete cascade
  )`,
  sql`create index member_club_label_label on member_club_label (merchant_id, club_label_id)`,
  sql`create table vip_label (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    label_name text not null check (char_length(label_name) between 1 and 32),
    created_at timestamptz not null default now(),
    unique (merchant_id, id)
  )`,
  sql`create unique index vip_label_name on vip_label (merchant_id, lower(label_name))`,
  sql`create table member_vip_label (
    member_id integer not null,
    vip_label_id integer not null,
    merchant_id integer not null,
    assigned_at timestamptz not null default now(),
    primary key (member_id, vip_label_id),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade,
    foreign key (merchant_id, vip_label_id) references vip_label (merchant_id, id)
      on delete cascade
  )`,
  sql`create index member_vip_label_label on member_vip_label (merchant_id, vip_label_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
