import { sql, type Kysely } from 'kysely';

/**
 * The daily reconciliation of each vendor (docs/games.md, "Reconciliation"): one run per
 * vendor and day, with its totals on both sides, and every difference found, listed for
 * operators and never corrected silently.
 */
const statements = [
  sql`create table vendor_reconciliation (
    id bigint generated always as identity primary key,
    vendor_code text not null references vendor (code),
    day date not null,
    status text not null check (status in ('clean', 'differences', 'unreachable')),
    compared integer not null default 0,
    differences integer not null default 0,
    totals jsonb not null default '{}',
    problem text,
    ran_at timestamptz not null default now(),
    unique (vendor_code, day)
  )`,
  sql`create table vendor_reconciliation_difference (
    id bigint generated always as identity primary key,
    reconciliation_id bigint not null references vendor_reconciliation (id) on delete cascade,
    kind text not null check (kind in ('missing-here', 'missing-there', 'amounts-differ',
      'states-differ', 'resolved-unknown')),
    reference text not null,
    ours jsonb,
    theirs jsonb
  )`,
  sql`create index vendor_reconciliation_difference_run
    on vendor_reconciliation_difference (reconciliation_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
