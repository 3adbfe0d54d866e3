import type { ContractKind, DividendPeriod, PayoutBasis } from '@sorteo/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import {
  contractsInForce,
  deductions,
  payoutOf,
  payoutRows,
  type PayoutRow,
} from './payout-sql.js';
import { computeRealtimePayouts } from './realtime-payouts.repo.js';

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
 * Every contracted agent's payout for the period, in one statement (domain/agents.md,
 * "Payout"): the contracts in force at the period's start; each agent's team figures (itself
 * and its descendants) from the hourly rollups; the highest tier that holds; the rate, capped
 * by every contracted upline's rate this period up to the house (an upline without a contract
 * caps it to 0); gross = rate × base
 * (salaries: per mille of the valid bet; dividends: percent of the team's loss, none when the
 * team won); and the payout, gross less what the direct downline agents' own gross took,
 * never below 0 (the rest is the shortfall, kept in the basis).
 */
export async function computePayouts(db: Db, p: PayoutPeriod): Promise<ComputedPayout[]> {
  if (p.kind === 'realtime_salary') return computeRealtimePayouts(db, p);
  const holds = tierHolds(p.kind);
  const divisor = p.kind === 'dividend' ? 10_000 : 100_000;
  const samePeriod =
    p.kind === 'dividend' ? sql`and terms ->> 'period' = ${p.dividendPeriod}` : sql``;
  const window = sql`currency = ${p.currency} and hour >= ${p.start} and hour < ${p.end}`;
  const { rows } = await sql<PayoutRow>`
    with recursive ${contractsInForce(p.merchantId, p.kind, p.start, samePeriod)},
    active as (
      select member_id from member_hour
      where merchant_id = ${p.merchantId} and ${window}
      group by member_id having sum(valid_bet) >= ${p.activeBet}
    ),
    active_count as (
      select u.ancestor_id as member_id, count(*) as active
      from active a
      join member_upline_closure u on u.descendant_id = a.member_id
      where u.ancestor_id in (select member_id from contracted)
      group by u.ancestor_id
    ),
    team_sums as (
      select ancestor_id as member_id, sum(valid_bet) as valid_bet,
        sum(bets - payouts - bonus) as loss
      from team_hour
      where merchant_id = ${p.merchantId} and ${window}
        and ancestor_id in (select member_id from contracted)
      group by ancestor_id
    ),
    own_sums as (
      select member_id, sum(valid_bet) as valid_bet, sum(bets - payouts - bonus) as loss
      from member_hour
      where merchant_id = ${p.merchantId} and ${window}
        and member_id in (select member_id from contracted)
      group by member_id
    ),
    figures as (
      select x.*, coalesce(ac.active, 0) as active,
        coalesce(t.valid_bet, 0) + coalesce(o.valid_bet, 0) as valid_bet,
        greatest(coalesce(t.loss, 0) + coalesce(o.loss, 0), 0) as loss
      from contracted x
      left join active_count ac on ac.member_id = x.member_id
      left join team_sums t on t.member_id = x.member_id
      left join own_sums o on o.member_id = x.member_id
    ),
    tiered as (
      select f.*, t.tier, coalesce(t.rate, 0) as rate
      from figures f
      left join lateral (
        select (e.ord - 1)::int as tier, round((e.tier ->> 'rate')::numeric * 100)::int as rate
        from jsonb_array_elements(f.terms -> 'tiers') with ordinality as e(tier, ord)
        where ${holds}
        order by e.ord desc limit 1
      ) t on true
    ),
    chained (member_id, paid_rate) as (
      select member_id, rate from tiered where upline_id is null
      union all
      select t.member_id, least(t.rate, c.paid_rate)
      from tiered t join chained c on t.upline_id = c.member_id
    ),
    capped as (
      select t.*, coalesce(c.paid_rate, 0) as paid_rate
      from tiered t
      left join chained c on c.member_id = t.member_id
    ),
    grossed as (
      select c.*,
        floor((case when ${p.kind} = 'dividend' then c.loss else c.valid_bet end)::numeric
          * c.paid_rate / ${divisor})::bigint as gross
      from capped c
    ),
    ${deductions}
    ${payoutRows(sql`jsonb_build_object(
      'teamValidBet', g.valid_bet,
      'activeMembers', g.active,
      'teamLoss', case when ${p.kind} = 'dividend' then g.loss else 0 end,
      'tier', g.tier,
      'rate', trim(trailing '.' from trim(trailing '0' from
        to_char(g.paid_rate / 100.0, 'FM9999990.00'))),
      'capped', g.paid_rate < g.rate
    )`)}`.execute(db);
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

export async function recordPayouts(
  trx: Db,
  p: PayoutPeriod,
  payouts: ComputedPayout[],
): Promise<void> {
  if (payouts.length > 0) {
    await sql`
      insert into agent_payout (merchant_id, kind, member_id, contract_id, period_start,
        period_end, amount, basis)
      select ${p.merchantId}, ${runKind(p)}, x.member_id, x.contract_id, ${p.start}, ${p.end},
        x.amount, x.basis
      from unnest(${payouts.map((x) => x.memberId)}::int[],
        ${payouts.map((x) => x.contractId)}::bigint[], ${payouts.map((x) => x.amount)}::bigint[],
        ${payouts.map((x) => JSON.stringify(x.basis))}::jsonb[])
        as x(member_id, contract_id, amount, basis)`.execute(trx);
  }
  const paid = payouts.reduce((n, x) => n + x.amount, 0);
  const shortfall = payouts.reduce((n, x) => n + x.basis.shortfall, 0);
  await sql`
    update agent_payout_run set agents = ${payouts.length}, paid = ${paid},
      shortfall = ${shortfall}, ran_at = now()
    where merchant_id = ${p.merchantId} and kind = ${runKind(p)}
      and period_start = ${p.start}`.execute(trx);
}
