import { sql, type RawBuilder } from 'kysely';

/** The figures an hour keeps, in the rollup tables' column order. */
export const FIGURES = [
  'deposits',
  'withdrawals',
  'bets',
  'payouts',
  'bonus',
  'adjustments',
  'transfers',
  'valid_bet',
  'settled_bets',
  'joined',
  'wallet_net',
] as const;

export type Figure = (typeof FIGURES)[number];

/**
 * Kinds the sources make up (a withdrawal when paid, a settled stake, a registration); every
 * other row is a wallet entry as the ledger wrote it.
 */
const derivedKinds = sql`('withdrawal_paid', 'valid_bet', 'joined')`;

/**
 * Each figure summed over source rows (`kind`, `amount`, `n`), 0 where none. Stakes and payouts
 * of the ledger are the wallet's view: a stake leaves the wallet (negative), so `bets` is
 * its negation; a void or rollback gives it back and lowers `bets`. `wallet_net` is every
 * wallet entry of the hour, whatever its kind: summed over all hours, a wallet's balance.
 */
export const figureSums: RawBuilder<unknown> = sql`
  coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposits,
  coalesce(-sum(amount) filter (where kind = 'withdrawal_paid'), 0) as withdrawals,
  coalesce(-sum(amount) filter (where kind in ('bet_place', 'bet_void', 'vendor_bet',
    'vendor_rollback')), 0) as bets,
  coalesce(sum(amount) filter (where kind in ('bet_settle', 'vendor_win')), 0) as payouts,
  coalesce(sum(amount) filter (where kind = 'bonus'), 0) as bonus,
  coalesce(sum(amount) filter (where kind = 'adjustment'), 0) as adjustments,
  coalesce(sum(amount) filter (where kind = 'transfer'), 0) as transfers,
  coalesce(sum(amount) filter (where kind = 'valid_bet'), 0) as valid_bet,
  coalesce(sum(n) filter (where kind = 'valid_bet'), 0) as settled_bets,
  coalesce(sum(n) filter (where kind = 'joined'), 0) as joined,
  coalesce(sum(amount) filter (where kind not in ${derivedKinds}), 0) as wallet_net`;

/** `sum(<alias>.<figure>) as <figure>` for every figure. */
export function summed(alias: string): RawBuilder<unknown> {
  return sql.join(FIGURES.map((f) => sql`sum(${sql.ref(`${alias}.${f}`)}) as ${sql.ref(f)}`));
}

/** The figure columns, for an insert's column list or a select. */
export const figureColumns: RawBuilder<unknown> = sql.join(FIGURES.map((f) => sql.ref(f)));

/** `<figure> = <table>.<figure> + excluded.<figure>` for an upsert's update. */
export function addedTo(table: string): RawBuilder<unknown> {
  return sql.join(
    FIGURES.map(
      (f) => sql`${sql.ref(f)} = ${sql.ref(`${table}.${f}`)} + ${sql.ref(`excluded.${f}`)}`,
    ),
  );
}

/**
 * The days of the merchant's clock on which members of `hours` (member hours with
 * `settled_bets`) had a valid bet while `memberTable` holds none of theirs that day: the
 * days they became active, each as (member, currency, `first_hour`), the first of the day's
 * hours in `hours` with a valid bet. One look-up per member and day, in the member's hours
 * of that day by key, made in key order so that look-ups of neighbouring members read the
 * same index pages.
 */
export function newActiveDays(
  hours: RawBuilder<unknown>,
  memberTable: string,
): RawBuilder<unknown> {
  return sql`
    select d.member_id, d.currency, d.first_hour
    from (
      select h.member_id, h.currency, (h.hour at time zone m.time_zone)::date as day,
        m.time_zone, min(h.hour) as first_hour
      from ${hours} as h
      join merchant m on m.id = h.merchant_id
      where h.settled_bets > 0
      group by h.member_id, h.currency, 3, m.time_zone
      order by h.member_id, h.currency, 3
    ) as d
    where not exists (
      select 1 from ${sql.table(memberTable)} as p
      where p.member_id = d.member_id and p.currency = d.currency
        and p.hour >= d.day::timestamp at time zone d.time_zone
        and p.hour < (d.day + 1)::timestamp at time zone d.time_zone
        and p.settled_bets > 0)`;
}
