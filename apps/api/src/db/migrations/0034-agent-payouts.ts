import { sql, type Kysely } from 'kysely';

/**
 * Payouts of agent contracts (domain/agents.md, "Payout"). The house pays salaries from
 * `expense:salary` and dividends from `expense:dividend`. `agent_payout_run` is claimed by
 * the transaction that pays a period, so a period is paid once whatever runs it; each
 * `agent_payout` keeps the basis its amount came from.
 */
const statements = [
  sql`alter table ledger_account drop constraint ledger_account_kind_check`,
  sql`alter table ledger_account add constraint ledger_account_kind_check
    check (kind in ('wallet', 'house:bets', 'house:payouts', 'house:bonus',
      'clearing:deposits', 'clearing:withdrawals', 'hold:withdrawals', 'expense:commission',
      'demo:issuer', 'hold:vendor-transfer', 'expense:salary', 'expense:dividend')
      or kind ~ '^house:vendor:[A-Z][A-Z0-9_]{1,19}$')`,
  sql`create table agent_payout_run (
    merchant_id integer not null references merchant (id) on delete cascade,
    kind text not null,
    period_start timestamptz not null,
    period_end timestamptz not null,
    agents integer not null default 0,
    paid bigint not null default 0,
    shortfall bigint not null default 0,
    ran_at timestamptz not null default now(),
    primary key (merchant_id, kind, period_start)
  )`,
  sql`create table agent_payout (
    id bigint generated always as identity primary key,
    merchant_id integer not null,
    kind text not null,
    member_id integer not null references member (id) on delete cascade,
    contract_id bigint not null references agent_contract (id),
    period_start timestamptz not null,
    period_end timestamptz not null,
    amount bigint not null check (amount >= 0),
    basis jsonb not null,
    created_at timestamptz not null default now(),
    unique (member_id, kind, period_start),
    foreign key (merchant_id, kind, period_start)
      references agent_payout_run (merchant_id, kind, period_start) on delete cascade
  )`,
  sql`create index agent_payout_member on agent_payout (member_id, kind, period_start desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
