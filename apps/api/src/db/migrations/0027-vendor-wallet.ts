import { sql, type Kysely } from 'kysely';

/**
 * Vendor wallets (docs/games.md, "Seamless wallet"): a player's session at a vendor, opened
 * by exchanging a launch token; every wallet call a vendor makes, kept by (vendor,
 * transaction id) with its answer so that a replay gets the same; and every round, so that
 * records, profit and reports can show it. The ledger gains one house account per vendor
 * (`house:vendor:<code>`, the vendor's gross gaming revenue) and the hold of money on its way
 * to or from a transfer-wallet vendor (`hold:vendor-transfer`).
 */
const statements = [
  sql`alter table ledger_account drop constraint ledger_account_kind_check`,
  sql`alter table ledger_account add constraint ledger_account_kind_check
    check (kind in ('wallet', 'house:bets', 'house:payouts', 'house:bonus',
      'clearing:deposits', 'clearing:withdrawals', 'hold:withdrawals', 'expense:commission',
      'demo:issuer', 'hold:vendor-transfer')
      or kind ~ '^house:vendor:[A-Z][A-Z0-9_]{1,19}$')`,
  sql`alter table ledger_account drop constraint ledger_account_non_negative`,
  sql`alter table ledger_account add constraint ledger_account_non_negative
    check (balance >= 0 or kind not in ('wallet', 'hold:withdrawals', 'hold:vendor-transfer'))`,
  sql`create table vendor_session (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    member_session_id bigint not null,
    vendor_code text not null references vendor (code),
    game_id integer not null references game (id),
    currency text not null,
    launch_token_hash text not null unique,
    launch_expires_at timestamptz not null,
    session_token_hash text unique,
    opened_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create table vendor_round (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    vendor_code text not null references vendor (code),
    game_id integer not null references game (id),
    round_id text not null,
    currency text not null,
    stake bigint not null default 0,
    win bigint not null default 0,
    refunded bigint not null default 0,
    status text not null default 'open' check (status in ('open', 'closed')),
    opened_at timestamptz not null default now(),
    closed_at timestamptz,
    unique (vendor_code, round_id, member_id)
  )`,
  sql`create index vendor_round_member on vendor_round (member_id, opened_at desc)`,
  sql`create index vendor_round_merchant on vendor_round (merchant_id, opened_at desc)`,
  sql`create table vendor_transaction (
    vendor_code text not null references vendor (code),
    transaction_id text not null,
    kind text not null check (kind in ('bet', 'win', 'rollback', 'tombstone')),
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    round_id text not null,
    amount bigint not null check (amount >= 0),
    reference text,
    request_hash text not null,
    outcome jsonb not null,
    created_at timestamptz not null default now(),
    primary key (vendor_code, transaction_id)
  )`,
  // A bet is rolled back once, and its wins and rollback are found from it.
  sql`create unique index vendor_transaction_one_rollback on vendor_transaction
    (vendor_code, reference) where kind = 'rollback' and reference is not null`,
  sql`create index vendor_transaction_reference on vendor_transaction (vendor_code, reference)
    where reference is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
