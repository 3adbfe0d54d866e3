import { sql, type Kysely } from 'kysely';

/**
 * Withdrawals (docs/withdrawals.md): the merchant's limits, the members' receiving accounts,
 * withdrawal requests with their proof images, and the payment-password lock counters.
 * Money itself moves only in the ledger; a request keeps the ids of its ledger postings.
 * A request copies where it pays to, so removing a receiving account never changes one.
 */
const statements = [
  sql`create table withdrawal_setting (
    merchant_id integer primary key references merchant (id) on delete cascade,
    min_amount bigint not null check (min_amount > 0),
    max_amount bigint not null check (max_amount >= min_amount),
    confirmation_window_minutes integer not null default 30
      check (confirmation_window_minutes between 1 and 10080),
    updated_at timestamptz not null default now()
  )`,
  sql`create table receiving_account (
    id integer generated always as identity primary key,
    merchant_id integer not null,
    member_id integer not null,
    kind text not null check (kind in ('bank_card', 'e_wallet')),
    provider text not null check (char_length(provider) between 1 and 60),
    holder_name text not null check (char_length(holder_name) between 1 and 60),
    account_number text not null check (char_length(account_number) between 4 and 64),
    created_at timestamptz not null default now(),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
  )`,
  sql`create index receiving_account_member on receiving_account (member_id)`,
  sql`create table withdrawal_request (
    id bigint generated always as identity primary key,
    merchant_id integer not null,
    member_id integer not null,
    idempotency_key text not null,
    amount bigint not null check (amount > 0),
    currency text not null,
    status text not null default 'pending' check (status in (
      'pending', 'rejected', 'paid', 'received', 'full_amount_paid', 'auto_received',
      'not_received', 'force_received', 'refunded', 'failed')),
    receiving_account_id integer not null,
    receiving_kind text not null,
    receiving_provider text not null,
    receiving_holder_name text not null,
    receiving_account_number text not null,
    reject_reason text,
    hold_transaction_id bigint,
    settle_transaction_id bigint,
    refund_transaction_id bigint,
    paid_at timestamptz,
    confirm_by timestamptz,
    confirmed_at timestamptz,
    resolved_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (merchant_id, member_id, idempotency_key),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
  )`,
  sql`create index withdrawal_request_member on withdrawal_request (member_id, id desc)`,
  sql`create index withdrawal_request_status on withdrawal_request (merchant_id, status, id desc)`,
  sql`create index withdrawal_request_awaiting on withdrawal_request (confirm_by)
    where status = 'paid'`,
  sql`create table withdrawal_proof (
    withdrawal_id bigint primary key references withdrawal_request (id) on delete cascade,
    content_type text not null check (content_type in ('image/png', 'image/jpeg')),
    image bytea not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table payment_password_lock (
    member_id integer primary key references member (id) on delete cascade,
    failures integer not null default 0,
    locked_until timestamptz,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
