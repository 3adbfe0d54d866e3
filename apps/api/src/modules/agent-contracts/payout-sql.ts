import type { ContractKind, PayoutBasis } from '@sorteo/shared';
import { sql, type RawBuilder } from 'kysely';
import type { ComputedPayout } from './payouts.repo.js';

/*
 * The parts every payout statement shares (payouts.repo.ts, realtime-payouts.repo.ts): the
 * contracts in force, and from the agents' gross (a CTE `grossed` of contract_id, member_id,
 * upline_id, gross) the deduction of the direct downlines' gross and the payout rows.
 */

/**
 * `contracted`: each downline's version in force at `start` of the kind, when it is an offer
 * (a termination in force means no contract); `only` filters those further (over `terms`).
 */
export function contractsInForce(
  merchantId: number,
  kind: ContractKind,
  start: Date,
  only: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  return sql`contracted as (
      select * from (
        select distinct on (c.downline_id) c.id as contract_id, c.downline_id as member_id,
          c.upline_id, c.action, c.terms
        from agent_contract c
        where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.status = 'accepted'
          and c.effective_from <= ${start}
        order by c.downline_id, c.effective_from desc, c.id desc
      ) latest
      where action = 'offer' ${only}
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
 * One row per contracted agent: its gross less its downlines', never below 0, and the basis:
 * `figures` (a jsonb object over `g`) with the gross, the downlines' shares and the shortfall.
 */
export function payoutRows(figures: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    select g.member_id, m.account, g.contract_id,
      greatest(g.gross - coalesce(d.taken, 0), 0) as amount,
      ${figures} || jsonb_build_object(
        'gross', g.gross,
        'downlines', coalesce(d.downlines, '[]'::jsonb),
        'shortfall', greatest(coalesce(d.taken, 0) - g.gross, 0)
      ) as basis
    from grossed g
    join member m on m.id = g.member_id
    left join deductions d on d.member_id = g.member_id
    order by g.member_id`;
}

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
