import { sql, type Kysely } from 'kysely';

/**
 * Deposits: the merchant's payment methods, players' deposit requests (with an optional
 * proof image kept apart so lists never read it), and players' deposit limits. No money
 * lives here: an approved or paid request points at the ledger transaction that credited it.
 */
const statements = [
  sql`create table payment_method (
    id integer generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    kind text not null check (kind in ('bank_transfer', 'gateway')),
    name text not null check (char_length(name) between 1 and 64),
    bank_name text,
    account_name text,
    account_number text,
    gateway_code text,
    min_amount bigint not null check (min_amount > 0),
    max_amount bigint not null,
    enabled boolean not null default true,
    sort integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (merchant_id, id),
    check (max_amount >= min_amount),
    check (kind <> 'bank_transfer' or
      (bank_name is not null and account_name is not null and account_number is not null)),
    check (kind <> 'gateway' or gateway_code is not null)
  )`,
  sql`create table deposit_request (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null,
    method_id integer not null,
    kind text not null check (kind in ('bank_transfer', 'gateway')),
    method_name text not null,
    amount bigint not null check (amount > 0),
    currency text not null,
    status text not null check (status in
      ('pending', 'approved', 'rejected', 'awaiting_payment', 'paid', 'failed', 'expired')),
    idempotency_key text not null,
    payer_name text,
    reference text,
    gateway_code text,
    gateway_order_id text,
    payment_url text,
    reject_reason text,
    failure_reason text,
    decided_by text,
    ledger_transaction_id bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    completed_at timestamptz,
    unique (merchant_id, member_id, idempotency_key),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade,
    foreign key (merchant_id, method_id) references payment_method (merchant_id, id)
  )`,
  sql`create index deposit_request_member on deposit_request (merchant_id, member_id, created_at)`,
  sql`create index deposit_request_status on deposit_request (merchant_id, status, created_at)`,
  sql`create unique index deposit_request_gateway_order
    on deposit_request (gateway_code, gateway_order_id) where gateway_order_id is not null`,
  sql`create table deposit_proof (
    deposit_id bigint primary key references deposit_request (id) on delete cascade,
    content_type text not null check (content_type in ('image/png', 'image/jpeg')),
    bytes bytea not null
  )`,
  sql`create table deposit_limit (
    merchant_id integer not null,
    member_id integer not null,
    period text not null check (period in ('day', 'week', 'month')),
    amount bigint check (amount > 0),
    pending_amount bigint check (pending_amount > 0),
    pending_effective_at timestamptz,
    updated_at timestamptz not null default now(),
    primary key (member_id, period),
    foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
