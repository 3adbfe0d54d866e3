import { sql, type Kysely } from 'kysely';

/**
 * The transfer wallet (docs/games.md, "Transfer wallet"): every move of a member's money
 * between the main wallet and a vendor that keeps players' money itself is an order, written
 * before the vendor is called and resolved once: `confirmed` or `failed` by the vendor's
 * answer, or `unknown` until its status query or the reconciliation says. `request_id`,
 * the client's, makes a repeated request the same order.
 */
const statements = [
  sql`create table vendor_transfer_order (
    id bigint generated always as identity primary key,
    order_ref text not null unique,
    request_id text not null,
    merchant_id integer not null references merchant (id) on delete cascade,
    member_id integer not null references member (id) on delete cascade,
    vendor_code text not null references vendor (code),
    direction text not null check (direction in ('to_vendor', 'from_vendor')),
    amount bigint not null check (amount > 0),
    currency text not null,
    status text not null default 'pending'
      check (status in ('pending', 'confirmed', 'failed', 'unknown')),
    failure_code text,
    vendor_balance bigint,
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    resolved_by text check (resolved_by in ('answer', 'status-query', 'reconciliation')),
    unique (member_id, request_id)
  )`,
  sql`create index vendor_transfer_order_member on vendor_transfer_order (member_id, created_at desc)`,
  sql`create index vendor_transfer_order_open on vendor_transfer_order (created_at)
    where status in ('pending', 'unknown')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
