import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import {
  contractsInForce,
  deductions,
  payoutOf,
  payoutsCte,
  readPayouts,
  type PayoutRow,
} from './payout-sql.js';
import type { ComputedPayout } from './payouts.repo.js';

/** One five-minute period of a merchant's real-time salary. */
export type RealtimePeriod = { merchantId: number; start: Date; end: Date };

/**
 * Real-time salary of a five-minute period (domain/agents.md): every team bet settled in the
 * period earns each contracted agent above it stake × (won ? winRate : lossRate) per mille,
 * at the agent's highest tier whose `minSingleBet` the stake reaches, each rate capped by
 * every contracted upline's rate for that same bet up to the house. An agent is paid its
 * gross less its direct downline agents' gross, never below 0.
 *
 * Bets are read where they settle, by time: a lottery bet with its period's settlement, a
 * vendor's bet with the win that paid it (won when that win paid more than 0). The caller
 * runs this only once every row dated before the period's end is committed (the rollups'
 * `live_from` is past it).
 *
 * `with recursive …, payouts as (…)`: the caller ends the statement, reading or writing.
 */
export function realtimePayoutsWith(p: RealtimePeriod): RawBuilder<unknown> {
  return sql`
    with recursive ${contractsInForce(p.merchantId, 'realtime_salary', p.start)},
    bets as (
      select row_number() over () as bet, s.member_id, s.stake, s.won from (
        select b.member_id, b.stake, b.status = 'won' as won
        from lottery_period lp
        join lottery_bet b on b.period_id = lp.id and b.status in ('won', 'lost')
        where lp.merchant_id = ${p.merchantId} and lp.status = 'settled'
          and lp.settled_at >= ${p.start} and lp.settled_at < ${p.end}
        union all
        select * from (
          select distinct on (b.vendor_code, b.transaction_id) b.member_id, b.amount, w.amount > 0
          from vendor_transaction w
          join vendor_transaction b on b.vendor_code = w.vendor_code
            and b.transaction_id = w.reference and b.kind = 'bet' and b.settlement = 'paid'
            and b.xmin = w.xmin
          where w.kind = 'win' and w.merchant_id = ${p.merchantId}
            and w.created_at >= ${p.start} and w.created_at < ${p.end}
          order by b.vendor_code, b.transaction_id, w.created_at
        ) vendor
      ) s
    ),
    earned as (
      select b.bet, b.member_id as bettor, b.stake, b.won, x.member_id, x.upline_id, x.contract_id,
        coalesce(t.rate, 0) as rate
      from bets b
      join member_upline_closure u on u.descendant_id = b.member_id
      join contracted x on x.member_id = u.ancestor_id
      left join lateral (
        select round((e.tier ->> case when b.won then 'winRate' else 'lossRate' end)::numeric
          * 100)::int as rate
        from jsonb_array_elements(x.terms -> 'tiers') with ordinality as e(tier, ord)
        where (e.tier ->> 'minSingleBet')::numeric <= b.stake
        order by e.ord desc limit 1
      ) t on true
    ),
    chained (bet, member_id, paid_rate) as (
      select bet, member_id, rate from earned where upline_id is null
      union all
      select e.bet, e.member_id, least(e.rate, c.paid_rate)
      from earned e join chained c on c.bet = e.bet and e.upline_id = c.member_id
    ),
    grossed as (
      select x.contract_id, x.member_id, x.upline_id,
        coalesce(sum(e.stake), 0) as team_bets,
        count(e.bet) as bets,
        count(distinct e.bettor) as bettors,
        floor(coalesce(sum(e.stake::numeric * coalesce(c.paid_rate, 0)), 0) / 100000)::bigint
          as gross,
        bool_or(coalesce(c.paid_rate, 0) < e.rate) as capped
      from contracted x
      left join earned e on e.member_id = x.member_id
      left join chained c on c.bet = e.bet and c.member_id = e.member_id
      group by x.contract_id, x.member_id, x.upline_id
    ),
    ${deductions},
    ${payoutsCte(sql`
      'teamValidBet', g.team_bets,
      'activeMembers', g.bettors,
      'bets', g.bets,
      'teamLoss', 0,
      'tier', null,
      'rate', '',
      'capped', coalesce(g.capped, false)`)}`;
}

/** The real-time salary of a period, with its basis; writes nothing. */
export async function computeRealtimePayouts(db: Db, p: RealtimePeriod): Promise<ComputedPayout[]> {
  const { rows } = await sql<PayoutRow>`${realtimePayoutsWith(p)} ${readPayouts}`.execute(db);
  return rows.map(payoutOf);
}
