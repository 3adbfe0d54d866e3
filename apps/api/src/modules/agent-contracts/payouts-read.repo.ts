import type { ContractKind, Payout, PayoutBasis, PayoutRun } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

type PayoutRaw = {
  id: string | number;
  kind: string;
  period_start: Date | string;
  period_end: Date | string;
  amount: string | number;
  basis: PayoutBasis | string;
  created_at: Date | string;
  total: string | number;
};

const kindFilter = (kind: ContractKind) =>
  kind === 'dividend' ? sql`kind like 'dividend:%'` : sql`kind = ${kind}`;

/** A member's payouts of a kind, newest period first, with how many there are in all. */
export async function pagePayouts(
  db: Db,
  memberId: number,
  kind: ContractKind,
  limit: number,
  offset: number,
): Promise<{ rows: Payout[]; total: number }> {
  const { rows } = await sql<PayoutRaw>`
    select id, kind, period_start, period_end, amount, basis, created_at,
      count(*) over () as total
    from agent_payout where member_id = ${memberId} and ${kindFilter(kind)}
    order by period_start desc
    limit ${limit} offset ${offset}`.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind,
      periodStart: new Date(r.period_start).getTime(),
      periodEnd: new Date(r.period_end).getTime(),
      amount: Number(r.amount),
      basis: (typeof r.basis === 'string' ? JSON.parse(r.basis) : r.basis) as PayoutBasis,
      paidAt: new Date(r.created_at).getTime(),
    })),
  };
}

/** The merchant's latest paid periods, newest first. */
export async function latestRuns(db: Db, merchantId: number, limit = 100): Promise<PayoutRun[]> {
  const { rows } = await sql<{
    kind: string;
    period_start: Date | string;
    period_end: Date | string;
    agents: number;
    paid: string | number;
    shortfall: string | number;
    ran_at: Date | string;
  }>`
    select kind, period_start, period_end, agents, paid, shortfall, ran_at
    from agent_payout_run where merchant_id = ${merchantId}
    order by period_start desc, kind
    limit ${limit}`.execute(db);
  return rows.map((r) => ({
    kind: r.kind,
    periodStart: new Date(r.period_start).getTime(),
    periodEnd: new Date(r.period_end).getTime(),
    agents: r.agents,
    paid: Number(r.paid),
    shortfall: Number(r.shortfall),
    ranAt: new Date(r.ran_at).getTime(),
  }));
}
