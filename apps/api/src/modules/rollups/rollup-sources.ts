import { sql, type Expression, type RawBuilder } from 'kysely';

/*
 * The rows the rollups count (docs/decisions/0027-hourly-rollups.md), one per movement or
 * per group of like movements: (merchant_id, member_id, currency, at, kind, amount, n), `n`
 * being how many movements the row sums. Ledger kinds keep their names; a settled game
 * stake is `valid_bet`. Each source row is taken by the transaction that wrote it last, so
 * a window of transaction ids takes it once.
 */

/**
 * Which rows: written by a transaction with a full id in [`fromXid`, `toXid`) (no upper
 * bound when `toXid` is null), dated at or after `since`. `members`, when given, keeps the
 * rows of those members only (a subquery of `member_id`).
 */
export type SourceWindow = {
  fromXid: Expression<number | string>;
  toXid: Expression<number | string> | null;
  since: Expression<Date | string>;
  members?: Expression<{ member_id: number }>;
};

/** The 64-bit id of the transaction a row's 32-bit `xmin` names, by the snapshot's epoch. */
function fullXid(xmin: RawBuilder<unknown>): RawBuilder<string> {
  // A scalar subquery: read once per statement, not once per row.
  const next = sql`(select pg_snapshot_xmax(pg_current_snapshot())::text::bigint)`;
  const low = sql`${xmin}::text::bigint`;
  return sql<string>`((${next} & -4294967296) + ${low}
    - case when ${low} > (${next} & 4294967295) then 4294967296 else 0 end)`;
}

function written(table: string, w: SourceWindow): RawBuilder<unknown> {
  const xid = fullXid(sql.raw(`${table}.xmin`));
  const upper = w.toXid === null ? sql`` : sql`and ${xid} < ${w.toXid}`;
  return sql`${xid} >= ${w.fromXid} ${upper}`;
}

/** Wallet entries, at their posting. */
function ledgerRows(w: SourceWindow): RawBuilder<unknown> {
  return sql`
    select a.merchant_id, a.member_id, a.currency, e.created_at as at, t.kind, e.amount,
      1::bigint as n
    from ledger_entry e
    join ledger_account a on a.id = e.account_id and a.kind = 'wallet'
    join ledger_transaction t on t.id = e.transaction_id
    where e.created_at >= ${w.since} and ${written('e', w)}`;
}

/**
 * A withdrawal counts when it is paid, for what its hold took from the wallet; a paid one
 * refunded later is taken back when refunded (the rule of the personal profit report).
 */
function withdrawalRows(w: SourceWindow): RawBuilder<unknown> {
  return sql`
    select a.merchant_id, a.member_id, a.currency, paid.created_at as at,
      'withdrawal_paid' as kind, e.amount, 1::bigint as n
    from (
      select * from ledger_transaction
      where kind = 'withdrawal_paid' and status = 'committed'
        and created_at >= ${w.since} and ${written('ledger_transaction', w)}
      -- A fence: the window's filters hide how few rows pass, and the planner would
      -- otherwise start from every recent wallet entry.
      offset 0
    ) as paid
    join ledger_transaction hold on hold.merchant_id = paid.merchant_id
      and hold.idempotency_key = regexp_replace(paid.idempotency_key, ':paid$', ':hold')
      and hold.kind = 'withdrawal_hold'
    join ledger_entry e on e.transaction_id = hold.id
    join ledger_account a on a.id = e.account_id and a.kind = 'wallet'
    union all
    select a.merchant_id, a.member_id, a.currency, e.created_at as at,
      'withdrawal_paid' as kind, e.amount, 1::bigint as n
    from ledger_entry e
    join ledger_transaction refund on refund.id = e.transaction_id
      and refund.kind = 'withdrawal_refund' and refund.created_at >= ${w.since}
    join ledger_account a on a.id = e.account_id and a.kind = 'wallet'
    where e.created_at >= ${w.since} and ${written('e', w)}
      and exists (select 1 from ledger_transaction paid
        where paid.merchant_id = refund.merchant_id and paid.status = 'committed'
          and paid.idempotency_key = regexp_replace(refund.idempotency_key, ':refund$', ':paid'))`;
}

/**
 * A lottery bet is valid once its period settles it won or lost (void and cancelled never).
 * A period settles all its bets at one instant, so they are summed per member there: a
 * million bets of one draw become one row per member before anything else sorts them.
 */
function lotteryRows(w: SourceWindow): RawBuilder<unknown> {
  return sql`
    select p.merchant_id, b.member_id, b.currency, p.settled_at as at,
      'valid_bet' as kind, b.amount, b.n
    from lottery_period p
    cross join lateral (
      select member_id, currency, sum(stake)::bigint as amount, count(*) as n
      from lottery_bet
      where period_id = p.id and status in ('won', 'lost')
      group by member_id, currency
    ) as b
    where p.status = 'settled' and p.settled_at >= ${w.since} and ${written('p', w)}`;
}

/**
 * A vendor's bet is valid once a win marks it paid, at that win (a rolled-back one never).
 * The bet's row was last written by that win's transaction; a later win of the same bet
 * leaves it as it was, so it is taken through the first win only.
 */
function vendorRows(w: SourceWindow): RawBuilder<unknown> {
  return sql`
    select distinct on (b.vendor_code, b.transaction_id)
      b.merchant_id, b.member_id, m.currency, w.created_at as at,
      'valid_bet' as kind, b.amount, 1::bigint as n
    from vendor_transaction w
    join vendor_transaction b on b.vendor_code = w.vendor_code
      and b.transaction_id = w.reference and b.kind = 'bet' and b.settlement = 'paid'
      and b.xmin = w.xmin
    join merchant m on m.id = b.merchant_id
    where w.kind = 'win' and w.created_at >= ${w.since} and ${written('w', w)}
    order by b.vendor_code, b.transaction_id, w.created_at`;
}

/**
 * A registration, at the account's creation: the member's own closure row (depth 0) is
 * written once, by the registering transaction.
 */
function registrationRows(w: SourceWindow): RawBuilder<unknown> {
  return sql`
    select m.merchant_id, m.id as member_id, mc.currency, m.created_at as at,
      'joined' as kind, 0::bigint as amount, 1::bigint as n
    from member m
    join member_upline_closure c on c.ancestor_id = m.id and c.descendant_id = m.id
    join merchant mc on mc.id = m.merchant_id
    where m.created_at >= ${w.since} and ${written('c', w)}`;
}

/** Every source's rows in the window, as one subquery. */
export function sourceRows(w: SourceWindow): RawBuilder<unknown> {
  const rows = sql`
    ${ledgerRows(w)}
    union all ${withdrawalRows(w)}
    union all ${lotteryRows(w)}
    union all (${vendorRows(w)})
    union all ${registrationRows(w)}`;
  if (!w.members) return rows;
  return sql`select * from (${rows}) as r where r.member_id in (select member_id from ${w.members} as owners)`;
}
