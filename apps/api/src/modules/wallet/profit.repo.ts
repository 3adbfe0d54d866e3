import { sql, type RawBuilder } from 'kysely';
import type { ProfitGrouping } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { MemberSet } from '../../db/member-set.js';
import { dayStart, rangeEnd, type DayRange } from './day-range.js';

type Sum = string | number;

/**
 * How far before the range a paid withdrawal's hold is looked for. Bounds the scan of the
 * wallet's entries; withdrawals are paid within days, not months.
 */
const HOLD_LOOKBACK_DAYS = 90;

export type ProfitSums = {
  deposits: Sum;
  withdrawals: Sum;
  bets: Sum;
  payouts: Sum;
  bonus: Sum;
  adjustments: Sum;
  transfers: Sum;
};

export type ProfitRow = ProfitSums & { period: string };

/** Wallets a report reads: one wallet account, or the wallets of a set of members. */
export type ProfitWallets = { accountId: number } | { members: MemberSet; currency: string };

type Scope = { merchantId: number; wallets: ProfitWallets; range: DayRange; timeZone: string };

function walletIds(p: Scope): RawBuilder<unknown> {
  if ('accountId' in p.wallets) return sql`(${p.wallets.accountId})`;
  return sql`(select a.id from ledger_account a
    join ${p.wallets.members} as owner on owner.member_id = a.member_id
    where a.merchant_id = ${p.merchantId} and a.currency = ${p.wallets.currency}
      and a.kind = 'wallet')`;
}

/**
 * The movements the figures count, one row each: the wallet account, the instant it counts
 * at, a kind and the wallet's signed amount. A withdrawal counts when it is paid, for the
 * amount its hold took from the wallet: the paid transaction moves the hold account, not
 * the wallet, and shares the withdrawal's id in its key (`withdrawal:<id>:hold` →
 * `withdrawal:<id>:paid`). A paid withdrawal refunded later (reported not received) is taken
 * back when refunded; the refund of a rejected one, never paid, was never counted.
 */
function moves(p: Scope): RawBuilder<unknown> {
  const start = dayStart(p.range.from, p.timeZone);
  const end = rangeEnd(p.range, p.timeZone);
  const wallets = walletIds(p);
  return sql`
      select e.account_id, e.created_at as at, t.kind, e.amount
      from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id
      where e.account_id in ${wallets} and e.merchant_id = ${p.merchantId}
        and e.created_at >= ${start} and e.created_at < ${end}
      union all
      select e.account_id, paid.created_at as at, 'withdrawal_paid' as kind, e.amount
      from ledger_entry e
      join ledger_transaction hold on hold.id = e.transaction_id and hold.kind = 'withdrawal_hold'
      join ledger_transaction paid on paid.merchant_id = hold.merchant_id
        and paid.idempotency_key = regexp_replace(hold.idempotency_key, ':hold$', ':paid')
        and paid.status = 'committed'
      where e.account_id in ${wallets} and e.merchant_id = ${p.merchantId}
        and e.created_at >= ${start} - interval '${sql.raw(String(HOLD_LOOKBACK_DAYS))} days'
        and e.created_at < ${end}
        and paid.created_at >= ${start} and paid.created_at < ${end}
      union all
      select e.account_id, e.created_at as at, 'withdrawal_paid' as kind, e.amount
      from ledger_entry e
      join ledger_transaction refund on refund.id = e.transaction_id
        and refund.kind = 'withdrawal_refund'
      join ledger_transaction paid on paid.merchant_id = refund.merchant_id
        and paid.idempotency_key = regexp_replace(refund.idempotency_key, ':refund$', ':paid')
        and paid.status = 'committed'
      where e.account_id in ${wallets} and e.merchant_id = ${p.merchantId}
        and e.created_at >= ${start} and e.created_at < ${end}`;
}

/** The figures summed over the `moves` rows grouped; null where nothing of the kind moved. */
const sums = sql`
  sum(amount) filter (where kind = 'deposit') as deposits,
  -sum(amount) filter (where kind = 'withdrawal_paid') as withdrawals,
  -sum(amount) filter (where kind in ('bet_place', 'bet_void', 'vendor_bet', 'vendor_rollback'))
    as bets,
  sum(amount) filter (where kind in ('bet_settle', 'vendor_win')) as payouts,
  sum(amount) filter (where kind = 'bonus') as bonus,
  sum(amount) filter (where kind = 'adjustment') as adjustments,
  sum(amount) filter (where kind = 'transfer') as transfers`;

const figures = (from: string) => {
  const column = (name: string) =>
    sql`coalesce(${sql.ref(`${from}.${name}`)}, 0)::bigint as ${sql.ref(name)}`;
  return sql.join(
    ['deposits', 'withdrawals', 'bets', 'payouts', 'bonus', 'adjustments', 'transfers'].map(column),
  );
};

/**
 * One row per period of the range (oldest first, zeros where nothing moved), each summing
 * the wallets' movements (`moves`) by kind. Periods are cut in the merchant's time zone.
 */
export async function profitByPeriod(
  db: Db,
  p: Scope & { groupBy: ProfitGrouping },
): Promise<ProfitRow[]> {
  const unit = p.groupBy;
  const { rows } = await sql<ProfitRow>`
    with periods as (
      select generate_series(
        date_trunc(${unit}, (${p.range.from})::date::timestamp),
        date_trunc(${unit}, (${p.range.to})::date::timestamp),
        ('1 ' || ${unit})::interval
      ) as period
    ),
    moves as (${moves(p)}),
    sums as (
      select date_trunc(${unit}, at at time zone ${p.timeZone}) as period, ${sums}
      from moves
      group by 1
    )
    select to_char(periods.period, 'YYYY-MM-DD') as period, ${figures('sums')}
    from periods
    left join sums on sums.period = periods.period
    order by periods.period
  `.execute(db);
  return rows;
}
