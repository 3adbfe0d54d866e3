import { sql, type Kysely } from 'kysely';

/**
 * The lottery (docs/lottery.md): each merchant's games with their odds and limits, the
 * periods of every game with their committed seeds and results, orders and the bets they
 * hold, the exposure of each pick in a period, and chases over several periods. Money moves
 * only in the ledger; an order keeps the id of the posting that took its stake.
 */
const statements = [
  sql`create table lottery_game (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    game_code text not null check (game_code ~ '^[A-Z0-9_]{2,24}$'),
    family text not null check (family in ('VN', '5D', 'K3')),
    name text not null check (char_length(name) between 1 and 64),
    interval_seconds integer check (interval_seconds between 30 and 86400),
    draw_time text check (draw_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    time_zone text not null,
    close_seconds integer not null default 10 check (close_seconds between 0 and 600),
    real_world boolean not null default false,
    enabled boolean not null default true,
    sort_order integer not null default 0,
    odds jsonb not null,
    limits jsonb not null,
    exposure_cap bigint not null check (exposure_cap > 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (merchant_id, game_code),
    constraint lottery_game_schedule
      check ((interval_seconds is null) <> (draw_time is null))
  )`,
  sql`create table lottery_period (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    game_id integer not null references lottery_game (id) on delete cascade,
    period_no text not null check (period_no ~ '^[0-9]{8}-[0-9]{4}$'),
    open_at timestamptz not null,
    close_at timestamptz not null check (close_at > open_at),
    draw_at timestamptz not null check (draw_at >= close_at),
    status text not null default 'pending'
      check (status in ('pending', 'drawn', 'settled', 'void')),
    seed bytea,
    seed_hash text,
    result jsonb,
    drawn_at timestamptz,
    settled_at timestamptz,
    voided_at timestamptz,
    void_reason text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (game_id, period_no),
    constraint lottery_period_drawn check (status = 'pending' or status = 'void' or result is not null)
  )`,
  sql`create index lottery_period_game_draw on lottery_period (game_id, draw_at)`,
  sql`create index lottery_period_due on lottery_period (draw_at) where status in ('pending', 'drawn')`,
  sql`create index lottery_period_changed on lottery_period (merchant_id, updated_at)`,
  // The results list: a game's finished periods, newest draw first, and their (capped) count.
  sql`create index lottery_period_finished on lottery_period (game_id, draw_at desc, id desc)
    where status in ('drawn', 'settled', 'void')`,
  sql`create table lottery_chase (
    id bigint generated always as identity primary key,
    merchant_id integer not null,
    member_id integer not null,
    game_id integer not null references lottery_game (id) on delete cascade,
    lines jsonb not null,
    periods_total integer not null check (periods_total between 1 and 121),
    periods_placed integer not null default 0,
    stop_on_win boolean not null,
    status text not null default 'active'
      check (status in ('active', 'stopped_win', 'completed', 'stopped', 'failed_funds')),
    last_period_id bigint references lottery_period (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
  )`,
  sql`create index lottery_chase_active on lottery_chase (game_id) where status = 'active'`,
  sql`create table lottery_order (
    id bigint generated always as identity primary key,
    merchant_id integer not null,
    member_id integer not null,
    period_id bigint not null references lottery_period (id),
    chase_id bigint references lottery_chase (id),
    idempotency_key text not null,
    request_hash text not null,
    total_stake bigint not null check (total_stake > 0),
    currency text not null,
    place_transaction_id bigint,
    created_at timestamptz not null default now(),
    unique (merchant_id, member_id, idempotency_key),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
  )`,
  // A chase's orders: the chase job asks whether one of them has won.
  sql`create index lottery_order_chase on lottery_order (chase_id) where chase_id is not null`,
  sql`create table lottery_bet (
    id bigint generated always as identity primary key,
    order_id bigint not null references lottery_order (id),
    merchant_id integer not null,
    member_id integer not null,
    period_id bigint not null references lottery_period (id),
    game_id integer not null references lottery_game (id),
    bet_type text not null,
    pick text not null,
    stake bigint not null check (stake > 0),
    odds integer not null check (odds > 100),
    cost_units integer not null default 1 check (cost_units > 0),
    currency text not null,
    status text not null default 'open'
      check (status in ('open', 'won', 'lost', 'cancelled', 'void')),
    hits integer not null default 0,
    payout bigint not null default 0,
    settled_at timestamptz,
    created_at timestamptz not null default now()
  ) with (fillfactor = 45)`,
  // Settlement rewrites every bet of a period once (status, hits, payout, settled_at): with
  // room left on each page and no index on those columns, the update is heap-only (HOT) and
  // touches no index (docs/decisions/0008-lottery-settlement.md).
  sql`create index lottery_bet_period on lottery_bet (period_id)`,
  sql`create index lottery_bet_member on lottery_bet (member_id, id desc)`,
  sql`create index lottery_bet_order on lottery_bet (order_id)`,
  sql`create index lottery_bet_recent on lottery_bet (merchant_id, created_at)`,
  sql`create table lottery_exposure (
    period_id bigint not null references lottery_period (id),
    bet_type text not null,
    pick text not null,
    payout bigint not null check (payout >= 0),
    primary key (period_id, bet_type, pick)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
