import { sql, type Kysely } from 'kysely';

/**
 * The money ledger (ARCHITECTURE "Money rules"). Accounts hold a running balance; every
 * movement is a transaction of entries summing to zero, keyed per merchant so a retry
 * never moves money twice. Entries and transactions are append-only: triggers refuse
 * UPDATE, DELETE and TRUNCATE. Wallets and the withdrawal hold may never go below zero;
 * the service checks that under a row lock, and the CHECK is the last line of defence.
 * wallet_event is the outbox of balance changes, written in the same transaction.
 */
const statements = [
  sql`create table ledger_account (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id),
    currency text not null check (currency ~ '^[A-Z]{3,8}$'),
    kind text not null check (kind in ('wallet', 'house:bets', 'house:payouts', 'house:bonus',
      'clearing:deposits', 'clearing:withdrawals', 'hold:withdrawals', 'expense:commission',
      'demo:issuer')),
    member_id integer,
    balance bigint not null default 0,
    created_at timestamptz not null default now(),
    constraint ledger_account_owner check ((kind = 'wallet') = (member_id is not null)),
    constraint ledger_account_non_negative
      check (balance >= 0 or kind not in ('wallet', 'hold:withdrawals')),
    foreign key (merchant_id, member_id) references member (merchant_id, id)
  )`,
  sql`create unique index ledger_account_unique
    on ledger_account (merchant_id, currency, kind, coalesce(member_id, 0))`,
  sql`create index ledger_account_member on ledger_account (member_id) where member_id is not null`,
  sql`create table ledger_transaction (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id),
    idempotency_key text not null check (char_length(idempotency_key) between 1 and 200),
    payload_hash text not null,
    kind text not null,
    status text not null check (status in ('committed', 'failed')),
    failure_code text,
    currency text not null,
    memo text,
    reference text,
    created_at timestamptz not null default now(),
    constraint ledger_transaction_key unique (merchant_id, idempotency_key),
    constraint ledger_transaction_failure check ((status = 'failed') = (failure_code is not null))
  )`,
  sql`create index ledger_transaction_reference on ledger_transaction (merchant_id, reference)
    where reference is not null`,
  sql`create table ledger_entry (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id),
    transaction_id bigint not null references ledger_transaction (id),
    account_id bigint not null references ledger_account (id),
    amount bigint not null check (amount <> 0),
    balance_after bigint not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index ledger_entry_account on ledger_entry (account_id, id)`,
  sql`create index ledger_entry_transaction on ledger_entry (transaction_id)`,
  sql`create table wallet_event (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id),
    member_id integer not null,
    currency text not null,
    balance bigint not null,
    transaction_id bigint not null references ledger_transaction (id),
    created_at timestamptz not null default now()
  )`,
  sql`create index wallet_event_member on wallet_event (merchant_id, member_id, id)`,
  sql`create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger is append-only: % on % refused', tg_op, tg_table_name
        using errcode = 'restrict_violation';
    end
  $$`,
  sql`create trigger ledger_entry_append_only before update or delete on ledger_entry
    for each row execute function ledger_append_only()`,
  sql`create trigger ledger_entry_no_truncate before truncate on ledger_entry
    for each statement execute function ledger_append_only()`,
  sql`create trigger ledger_transaction_append_only before update or delete on ledger_transaction
    for each row execute function ledger_append_only()`,
  sql`create trigger ledger_transaction_no_truncate before truncate on ledger_transaction
    for each statement execute function ledger_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
