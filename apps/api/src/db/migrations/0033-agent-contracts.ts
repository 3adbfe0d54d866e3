import { sql, type Kysely } from 'kysely';

const kinds = sql.raw(`('daily_salary', 'hourly_salary', 'realtime_salary', 'dividend')`);

/**
 * Agent contracts (domain/agents.md). `agent_scheme`: a merchant's switch per kind, and the
 * valid bet in a period that makes a team member active (null: 100 major units).
 * `agent_contract`: every version of every contract, one row each: an offer of terms or of
 * a termination, from an upline (null: the house) to one direct downline agent. The terms
 * in force at an instant are the latest accepted version in force by then; a version is in
 * force from the start of the period after its acceptance.
 */
const statements = [
  sql`create table agent_scheme (
    merchant_id integer not null references merchant (id) on delete cascade,
    kind text not null check (kind in ${kinds}),
    enabled boolean not null default false,
    active_bet bigint check (active_bet >= 0),
    updated_at timestamptz not null default now(),
    primary key (merchant_id, kind)
  )`,
  sql`create table agent_contract (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    kind text not null check (kind in ${kinds}),
    action text not null check (action in ('offer', 'terminate')),
    upline_id integer references member (id) on delete cascade,
    downline_id integer not null references member (id) on delete cascade,
    terms jsonb,
    status text not null default 'pending'
      check (status in ('pending', 'accepted', 'rejected', 'expired', 'withdrawn')),
    automatic boolean not null default false,
    offered_at timestamptz not null default now(),
    expires_at timestamptz not null,
    decided_at timestamptz,
    effective_from timestamptz,
    constraint agent_contract_terms check ((action = 'offer') = (terms is not null)),
    constraint agent_contract_effective check ((status = 'accepted') = (effective_from is not null))
  )`,
  sql`create index agent_contract_downline on agent_contract (downline_id, kind, id desc)`,
  sql`create index agent_contract_upline on agent_contract (upline_id, kind, id desc)`,
  sql`create unique index agent_contract_one_pending on agent_contract (downline_id, kind)
    where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
