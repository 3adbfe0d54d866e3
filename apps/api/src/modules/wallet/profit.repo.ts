import { sql } from 'kysely';
import type { ProfitGrouping } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { DayRange } from './day-range.js';
import { dayStart, rangeEnd } from './wallet-records.repo.js';

type Sum = string | number;

/**
 * How far before the range a paid withdrawal's hold is looked for. Bounds the scan of the
 * wallet's entries; withdrawals are paid within days, not months.
 */
const HOLD_LOOKBACK_DAYS = 90;

export type ProfitRow = {
  period: string;
  deposits: Sum;
  withdrawals: Sum;
  bets: Sum;
  payouts: Sum;
  bonus: Sum;
  adjustments: Sum;
  transfers: Sum;
};

/**
 * One row per period of the range (oldest first, zeros where nothing moved), each summing
 * the wallet's entries by the kind of their transaction. Periods are cut in the merchant's
 * time zone. A withdrawal counts when it is paid, for the amount its hold took from the
 * wallet: the paid transaction moves the hold account, not the wallet, and shares the
 * withdrawal's id in its key (`withdrawal:<id>:hold` → `withdrawal:<id>:paid`). A paid
 * withdrawal refunded later (reported not received) is taken back when refunded; the refund
 * of a rejected one, never paid, was never counted.
 */
export async function profitByPeriod(
  db: Db,
  p: {
    merchantId: number;
    accountId: number;
    range: DayRange;
    timeZone: string;
    groupBy: ProfitGrouping;
  },
): Promise<ProfitRow[]> {
  const start = dayStart(p.range.from, p.timeZone);
  const end = rangeEnd(p.range, p.timeZone);
  const unit = p.groupBy;
  const local = (column: string) =>
    sql`date_trunc(${unit}, ${sql.ref(column)} at time zone ${p.timeZone})`;
  const { rows } = await sql<ProfitRow>`
    with periods as (
      select generate_series(
        date_trunc(${unit}, (${p.range.from})::date::timestamp),
        date_trunc(${unit}, (${p.range.to})::date::timestamp),
        ('1 ' || ${unit})::interval
      ) as period
    ),
    moves as (
      select ${local('e.created_at')} as period, t.kind, e.amount
      from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id
      where e.account_id = ${p.accountId} and e.merchant_id = ${p.merchantId}
        and e.created_at >= ${start} and e.created_at < ${end}
      union all
      select ${local('paid.created_at')} as period, 'withdrawal_paid' as kind, e.amount
      from ledger_entry e
      join ledger_transaction hold on hold.id = e.transaction_id and hold.kind = 'withdrawal_hold'
      join ledger_transaction paid on paid.merchant_id = hold.merchant_id
        and paid.idempotency_key = regexp_replace(hold.idempotency_key, ':hold$', ':paid')
        and paid.status = 'committed'
      where e.account_id = ${p.accountId} and e.merchant_id = ${p.merchantId}
        and e.created_at >= ${start} - interval '${sql.raw(String(HOLD_LOOKBACK_DAYS))} days'
        and e.created_at < ${end}
        and paid.created_at >= ${start} and paid.created_at < ${end}
      union all
      select ${local('e.created_at')} as period, 'withdrawal_paid' as kind, e.amount
      from ledger_entry e
      join ledger_transaction refund on refund.id = e.transaction_id
        and refund.kind = 'withdrawal_refund'
      join ledger_transaction paid on paid.merchant_id = refund.merchant_id
        and paid.idempotency_key = regexp_replace(refund.idempotency_key, ':refund$', ':paid')
        and paid.status = 'committed'
      where e.account_id = ${p.accountId} and e.merchant_id = ${p.merchantId}
        and e.created_at >= ${start} and e.created_at < ${end}
    ),
    sums as (
      select period,
        sum(amount) filter (where kind = 'deposit') as deposits,
        -sum(amount) filter (where kind = 'withdrawal_paid') as withdrawals,
        -sum(amount) filter (where kind in ('bet_place', 'bet_void')) as bets,
        sum(amount) filter (where kind = 'bet_settle') as payouts,
        sum(amount) filter (where kind = 'bonus') as bonus,
        sum(amount) filter (where kind = 'adjustment') as adjustments,
        sum(amount) filter (where kind = 'transfer') as transfers
      from moves
      group by period
    )
    select to_char(periods.period, 'YYYY-MM-DD') as period,
      coalesce(sums.deposits, 0)::bigint as deposits,
      coalesce(sums.withdrawals, 0)::bigint as withdrawals,
      coalesce(sums.bets, 0)::bigint as bets,
      coalesce(sums.payouts, 0)::bigint as payouts,
      coalesce(sums.bonus, 0)::bigint as bonus,
      coalesce(sums.adjustments, 0)::bigint as adjustments,
      coalesce(sums.transfers, 0)::bigint as transfers
    from periods
    left join sums on sums.period = periods.period
    order by periods.period
  `.execute(db);
  return rows;
}
