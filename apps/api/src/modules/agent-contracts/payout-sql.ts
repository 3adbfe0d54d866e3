import type { ContractKind, PayoutBasis } from '@sorteo/shared';
import { sql, type RawBuilder } from 'kysely';
import type { ComputedPayout } from './payouts.repo.js';

/*
 * The parts every payout statement shares (payouts.repo.ts, realtime-payouts.repo.ts): the
 * contracts in force; from the agents' gross (a CTE `grossed` of contract_id, member_id,
 * upline_id, gross) the deduction of the direct downlines' gross and the CTE `payouts`; and
 * the two ends of the statement: reading the payouts (a dry run) or writing them (a run).
 */

/**
 * `contracted`: each downline's version in force at `start` of the kind, when it is an offer
 * (a termination in force means no contract); `only` filters those further (over `terms`).
 * The version is picked on narrow rows and its terms joined after: sorting 100,000 versions
 * with their terms cost more than the rest of the choice.
 */
export function contractsInForce(
  merchantId: number,
  kind: ContractKind,
  start: Date,
  only: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  return sql`in_force as (
      select distinct on (c.downline_id) c.id
      from agent_contract c
      where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.status = 'accepted'
        and c.effective_from <= ${start}
      order by c.downline_id, c.effective_from desc, c.id desc
    ),
    contracted as (
      select c.id as contract_id, c.downline_id as member_id, c.upline_id, c.terms
      from in_force v
      join agent_contract c on c.id = v.id
      where c.action = 'offer' ${only}
    )`;
}

/** `deductions`: what each agent's direct downline agents' gross takes, and who took it. */
export const deductions = sql`deductions as (
      select d.upline_id as member_id, sum(d.gross) as taken,
        jsonb_agg(jsonb_build_object('account', m.account, 'gross', d.gross)
          order by m.account) as downlines
      from grossed d
      join member m on m.id = d.member_id
      where d.upline_id is not null
      group by d.upline_id
    )`;

/**
 * `payouts`: one row per contracted agent, its gross less its downlines', never below 0, and
 * the basis: `figures` (keys and values over `g`, as `jsonb_build_object` takes them) with
 * the gross, the downlines' shares and the shortfall.
 */
export function payoutsCte(figures: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`payouts as (
      select g.member_id, g.contract_id,
        greatest(g.gross - coalesce(d.taken, 0), 0) as amount,
        jsonb_build_object(
          ${figures},
          'gross', g.gross,
          'downlines', coalesce(d.downlines, '[]'::jsonb),
          'shortfall', greatest(coalesce(d.taken, 0) - g.gross, 0)
        ) as basis
      from grossed g
      left join deductions d on d.member_id = g.member_id
    )`;
}

/** The end of a dry run's statement: every payout with the agent's account. */
export const readPayouts = sql`
    select p.member_id, m.account, p.contract_id, p.amount, p.basis
    from payouts p
    join member m on m.id = p.member_id
    order by p.member_id`;

/** Which run the written payouts belong to (its row is claimed in the same transaction). */
export type PayoutRunKey = { merchantId: number; runKind: string; start: Date; end: Date };

/**
 * The end of a run's statement: the payouts are written where they are computed, and only
 * what the ledger postings and the run's totals need comes back.
 */
export const insertPayouts = (run: PayoutRunKey) => sql`
    insert into agent_payout (merchant_id, kind, member_id, contract_id, period_start,
      period_end, amount, basis)
    select ${run.merchantId}, ${run.runKind}, p.member_id, p.contract_id, ${run.start},
      ${run.end}, p.amount, p.basis
    from payouts p
    returning member_id, contract_id, amount, (basis ->> 'shortfall')::bigint as shortfall`;

export type PayoutRow = {
  member_id: number;
  account: string;
  contract_id: string | number;
  amount: string | number;
  basis: PayoutBasis | string;
};

export const payoutOf = (r: PayoutRow): ComputedPayout => ({
  memberId: r.member_id,
  account: r.account,
  contractId: Number(r.contract_id),
  amount: Number(r.amount),
  basis: (typeof r.basis === 'string' ? JSON.parse(r.basis) : r.basis) as PayoutBasis,
});

export type WrittenRow = {
  member_id: number;
  contract_id: string | number;
  amount: string | number;
  shortfall: string | number;
};
