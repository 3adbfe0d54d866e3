import type { ContractKind, DividendPeriod, PayoutBasis } from '@sorteo/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import {
  contractsInForce,
  deductions,
  insertPayouts,
  payoutOf,
  payoutsCte,
  readPayouts,
  type PayoutRow,
  type WrittenRow,
} from './payout-sql.js';
import { realtimePayoutsWith } from './realtime-payouts.repo.js';

/** Which payouts: one kind (dividends of one period length) of one merchant, one period. */
export type PayoutPeriod = {
  merchantId: number;
  currency: string;
  kind: ContractKind;
  /** Dividends only: the contracts' period. */
  dividendPeriod: DividendPeriod | null;
  start: Date;
  end: Date;
  /** The valid bet that makes a team member active in the period. */
  activeBet: number;
};

/** The run's key: dividends of different period lengths are separate runs. */
export const runKind = (p: Pick<PayoutPeriod, 'kind' | 'dividendPeriod'>) =>
  p.kind === 'dividend' ? `dividend:${p.dividendPeriod}` : p.kind;

export type ComputedPayout = {
  memberId: number;
  account: string;
  contractId: number;
  amount: number;
  basis: PayoutBasis;
};

/** What a run wrote for an agent: enough for its ledger posting and the run's totals. */
export type WrittenPayout = {
  memberId: number;
  contractId: number;
  amount: number;
  shortfall: number;
};

/** Whether a tier (`e.tier`, jsonb) holds for the agent's figures (`f`). */
function tierHolds(kind: Exclude<ContractKind, 'realtime_salary'>): RawBuilder<boolean> {
  const at = (field: string) => sql`coalesce((e.tier ->> ${field})::numeric, 0)`;
  switch (kind) {
    case 'daily_salary':
      return sql`${at('minDailyTeamBet')} <= f.valid_bet and ${at('minActiveMembers')} <= f.active`;
    case 'hourly_salary':
      return sql`${at('minHourlyTeamBet')} <= f.valid_bet and ${at('minActiveMembers')} <= f.active`;
    case 'dividend':
      return sql`${at('minValidBet')} <= f.valid_bet and ${at('minPeriodLoss')} <= f.loss
        and ${at('minActiveMembers')} <= f.active`;
  }
}

/**
 * `with recursive …, payouts as (…)`: every contracted agent's payout for the period
 * (domain/agents.md, "Payout"): the contracts in force at the period's start; each agent's
 * team figures (itself and its descendants) from the hourly rollups; the highest tier that
 * holds; the rate, capped by every contracted upline's rate this period up to the house (an
 * upline without a contract caps it to 0); gross = rate × base (salaries: per mille of the
 * valid bet; dividends: percent of the team's loss, none when the team won); and the payout,
 * gross less what the direct downline agents' own gross took, never below 0 (the rest is the
 * shortfall, kept in the basis).
 *
 * The rollups are summed for every member and ancestor of the window rather than for the
 * contracted ones only: the window holds few more, and the planner cannot count the
 * contracted agents (a CTE), so a filter on them drew plans made for 500 rows. The walk down
 * the chains starts where chains start, at the house's contracts (their own rate) and at
 * contracts whose upline has none in force (0: the chain is broken above them), and carries
 * each agent's whole row, so nothing joins the walk's output, whose size the planner guesses
 * at hundreds of times the real one. A contract's upline is its downline's upline in the
 * member tree, so the walk reaches each contracted agent once (decision 0029).
 */
function payoutsWith(p: PayoutPeriod): RawBuilder<unknown> {
  if (p.kind === 'realtime_salary') return realtimePayoutsWith(p);
  const holds = tierHolds(p.kind);
  const divisor = p.kind === 'dividend' ? 10_000 : 100_000;
  const samePeriod =
    p.kind === 'dividend' ? sql`and terms ->> 'period' = ${p.dividendPeriod}` : sql``;
  const window = sql`currency = ${p.currency} and hour >= ${p.start} and hour < ${p.end}`;
  return sql`
    with recursive ${contractsInForce(p.merchantId, p.kind, p.start, samePeriod)},
    member_sums as (
      select member_id, sum(valid_bet) as valid_bet, sum(bets - payouts - bonus) as loss
      from member_hour
      where merchant_id = ${p.merchantId} and ${window}
      group by member_id
    ),
    active_count as (
      select u.ancestor_id as member_id, count(*) as active
      from member_sums a
      join member_upline_closure u on u.descendant_id = a.member_id
      where a.valid_bet >= ${p.activeBet}
      group by u.ancestor_id
    ),
    team_sums as (
      select ancestor_id as member_id, sum(valid_bet) as valid_bet,
        sum(bets - payouts - bonus) as loss
      from team_hour
      where merchant_id = ${p.merchantId} and ${window}
      group by ancestor_id
    ),
    figures as (
      select x.*, coalesce(ac.active, 0) as active,
        coalesce(t.valid_bet, 0) + coalesce(o.valid_bet, 0) as valid_bet,
        greatest(coalesce(t.loss, 0) + coalesce(o.loss, 0), 0) as loss
      from contracted x
      left join active_count ac on ac.member_id = x.member_id
      left join team_sums t on t.member_id = x.member_id
      left join member_sums o on o.member_id = x.member_id
    ),
    tiered as (
      select f.contract_id, f.member_id, f.upline_id, f.active, f.valid_bet, f.loss, t.tier,
        coalesce(t.rate, 0) as rate
      from figures f
      left join lateral (
        select (e.ord - 1)::int as tier, round((e.tier ->> 'rate')::numeric * 100)::int as rate
        from jsonb_array_elements(f.terms -> 'tiers') with ordinality as e(tier, ord)
        where ${holds}
        order by e.ord desc limit 1
      ) t on true
    ),
    chained as (
      select t.*, case when t.upline_id is null then t.rate else 0 end as paid_rate
      from tiered t
      where not exists (select from tiered u where u.member_id = t.upline_id)
      union all
      select t.*, least(t.rate, c.paid_rate)
      from tiered t join chained c on t.upline_id = c.member_id
    ),
    grossed as (
      select c.*,
        floor((case when ${p.kind} = 'dividend' then c.loss else c.valid_bet end)::numeric
          * c.paid_rate / ${divisor})::bigint as gross
      from chained c
    ),
    ${deductions},
    ${payoutsCte(sql`
      'teamValidBet', g.valid_bet,
      'activeMembers', g.active,
      'teamLoss', case when ${p.kind} = 'dividend' then g.loss else 0 end,
      'tier', g.tier,
      'rate', trim_scale(g.paid_rate / 100.0)::text,
      'capped', g.paid_rate < g.rate`)}`;
}

/** Every contracted agent's payout for the period, with its basis; writes nothing. */
export async function computePayouts(db: Db, p: PayoutPeriod): Promise<ComputedPayout[]> {
  const { rows } = await sql<PayoutRow>`${payoutsWith(p)} ${readPayouts}`.execute(db);
  return rows.map(payoutOf);
}

/** Claims the period for this transaction; false when another run has paid it (or is). */
export async function claimRun(trx: Db, p: PayoutPeriod): Promise<boolean> {
  const { rows } = await sql`
    insert into agent_payout_run (merchant_id, kind, period_start, period_end)
    values (${p.merchantId}, ${runKind(p)}, ${p.start}, ${p.end})
    on conflict do nothing
    returning 1 as claimed`.execute(trx);
  return rows.length > 0;
}

/**
 * For the run's one big statement, in the caller's transaction (as the rollups' fill does):
 * its joins and sorts in memory, and no JIT. The planner cannot count the rows of the walk
 * down the contract chains, and the cost it guessed bought more compiling than the statement
 * had work (decision 0029).
 */
async function setForBulk(trx: Db): Promise<void> {
  await sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`.execute(
    trx,
  );
}

/**
 * Computes and writes the period's payouts in one statement (the rows never leave the
 * database), then the run's totals; answers what each agent was paid. Call it in the
 * transaction that claimed the run.
 */
export async function writePayouts(trx: Db, p: PayoutPeriod): Promise<WrittenPayout[]> {
  const run = { merchantId: p.merchantId, runKind: runKind(p), start: p.start, end: p.end };
  await setForBulk(trx);
  const { rows } = await sql<WrittenRow>`${payoutsWith(p)} ${insertPayouts(run)}`.execute(trx);
  const payouts = rows.map((r) => ({
    memberId: r.member_id,
    contractId: Number(r.contract_id),
    amount: Number(r.amount),
    shortfall: Number(r.shortfall),
  }));
  const { agents, amount, shortfall } = payoutTotals(payouts);
  await sql`
    update agent_payout_run set agents = ${agents}, paid = ${amount},
      shortfall = ${shortfall}, ran_at = now()
    where merchant_id = ${p.merchantId} and kind = ${run.runKind}
      and period_start = ${p.start}`.execute(trx);
  return payouts;
}

/** How many agents, paid in all, and the shortfall in all. */
export const payoutTotals = (payouts: readonly { amount: number; shortfall: number }[]) => ({
  agents: payouts.length,
  amount: payouts.reduce((n, x) => n + x.amount, 0),
  shortfall: payouts.reduce((n, x) => n + x.shortfall, 0),
});
