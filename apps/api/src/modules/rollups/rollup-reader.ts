import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { FIGURES, figureSums, newActiveDays, summed, type Figure } from './rollup-figures.js';
import { sourceRows } from './rollup-sources.js';

export type FigureSums = Record<Figure, string | number>;
export type PeriodFigures = FigureSums & { period: string };

/** Whose figures: a member's own, or an agent's descendants (the agent excluded). */
export type FiguresOwner = { member: number } | { team: number };

/** Calendar days of the merchant's clock, both included (yyyy-MM-dd). */
export type DaySpan = { from: string; to: string };

export type FiguresScope = {
  merchantId: number;
  currency: string;
  owner: FiguresOwner;
  range: DaySpan;
  timeZone: string;
};

type Span = Pick<FiguresScope, 'range' | 'timeZone'>;

/** The instant the range starts, and the one after it ends. */
const startOf = (s: Span) =>
  sql<Date>`((${s.range.from})::date)::timestamp at time zone ${s.timeZone}`;
const endOf = (s: Span) =>
  sql<Date>`((${s.range.to})::date + 1)::timestamp at time zone ${s.timeZone}`;

function rolledHours(s: FiguresScope): RawBuilder<unknown> {
  const columns = sql.join(FIGURES.map((f) => sql.ref(f)));
  const [table, key, id] =
    'team' in s.owner
      ? (['team_hour', 'ancestor_id', s.owner.team] as const)
      : (['member_hour', 'member_id', s.owner.member] as const);
  return sql`
    select hour, ${columns} from ${sql.table(table)}
    where ${sql.ref(key)} = ${id} and currency = ${s.currency}
      and hour >= ${startOf(s)} and hour < ${endOf(s)}`;
}

function ownerMembers(owner: FiguresOwner): Expression<{ member_id: number }> {
  return 'team' in owner
    ? sql`(select descendant_id as member_id from member_upline_closure
        where ancestor_id = ${owner.team} and depth >= 1)`
    : sql`(select ${owner.member}::integer as member_id)`;
}

/**
 * The hours not yet rolled up: source rows above the rollup's horizon, summed per hour of
 * the merchant's clock. With `rolledHours` under the same snapshot, every row counts once.
 *
 * The horizon is read in that snapshot; the time bound is `liveFrom` read just before, as a
 * value: it only ever moves forward, so an earlier reading bounds a superset of the rows,
 * and the planner, seeing a recent instant, reads the sources by time instead of scanning
 * them whole.
 */
function liveHours(s: FiguresScope, liveFrom: string): RawBuilder<unknown> {
  const rows = sourceRows({
    fromXid: sql`(select horizon from rollup_state where id = 1)`,
    toXid: null,
    since: sql`greatest(${liveFrom}::timestamptz, ${startOf(s)})`,
    members: ownerMembers(s.owner),
  });
  return sql`
    select date_trunc('hour', r.at, ${s.timeZone}) as hour, ${figureSums}
    from (${rows}) as r
    where r.merchant_id = ${s.merchantId} and r.currency = ${s.currency}
      and r.at < ${endOf(s)}
    group by 1`;
}

/**
 * The owner's hours in the scope: rolled-up ones and those still open, one row per part.
 * `liveFrom` is the rollup state's, read before (`readLiveFrom`).
 */
export function hoursOf(s: FiguresScope, liveFrom: string): RawBuilder<unknown> {
  return sql`${rolledHours(s)} union all ${liveHours(s, liveFrom)}`;
}

/** The rollup state's `live_from`, as the database's text (it starts as `-infinity`). */
export async function readLiveFrom(db: Db): Promise<string> {
  const { rows } = await sql<{
    live_from: string;
  }>`select live_from::text as live_from from rollup_state where id = 1`.execute(db);
  return rows[0]!.live_from;
}

export type Grouping = 'day' | 'week' | 'month';

/**
 * One row per period of the range (oldest first, zeros where nothing moved), cut in the
 * merchant's time zone: the periods from `from` to `to`, both dates included.
 */
export async function figuresByPeriod(
  db: Db,
  s: FiguresScope & { groupBy: Grouping },
): Promise<PeriodFigures[]> {
  const zeroed = sql.join(
    FIGURES.map((f) => sql`coalesce(${sql.ref(`sums.${f}`)}, 0)::bigint as ${sql.ref(f)}`),
  );
  const liveFrom = await readLiveFrom(db);
  const { rows } = await sql<PeriodFigures>`
    with periods as (
      select generate_series(
        date_trunc(${s.groupBy}, (${s.range.from})::date::timestamp),
        date_trunc(${s.groupBy}, (${s.range.to})::date::timestamp),
        ('1 ' || ${s.groupBy})::interval
      ) as period
    ),
    hours as (${hoursOf(s, liveFrom)}),
    sums as (
      select date_trunc(${s.groupBy}, h.hour at time zone ${s.timeZone}) as period, ${summed('h')}
      from hours h
      group by 1
    )
    select to_char(periods.period, 'YYYY-MM-DD') as period, ${zeroed}
    from periods
    left join sums on sums.period = periods.period
    order by periods.period
  `.execute(db);
  return rows;
}

/**
 * What the owner's wallets hold now, summed (an agent's team, itself excluded): every hour's
 * `wallet_net` rolled up, and the wallet entries written since, under one snapshot.
 */
export async function walletsNow(
  db: Db,
  s: Omit<FiguresScope, 'range' | 'timeZone'>,
): Promise<number> {
  const liveFrom = await readLiveFrom(db);
  const [table, key, id] =
    'team' in s.owner
      ? (['team_hour', 'ancestor_id', s.owner.team] as const)
      : (['member_hour', 'member_id', s.owner.member] as const);
  const live = sourceRows({
    fromXid: sql`(select horizon from rollup_state where id = 1)`,
    toXid: null,
    since: sql`${liveFrom}::timestamptz`,
    members: ownerMembers(s.owner),
  });
  const { rows } = await sql<{ total: string | number }>`
    select (
      select coalesce(sum(wallet_net), 0) from ${sql.table(table)}
      where ${sql.ref(key)} = ${id} and currency = ${s.currency}
    ) + (
      select coalesce(sum(r.wallet_net), 0) from (
        select ${figureSums} from (${live}) as l
        where l.merchant_id = ${s.merchantId} and l.currency = ${s.currency}
      ) as r
    ) as total`.execute(db);
  return Number(rows[0]!.total);
}

/**
 * Each member's figures over the range counted with everyone under it: its own hours, its
 * team's, and the rows of both still open. Keyed by member id; a member with nothing in the
 * range is absent.
 */
export async function figuresWithTeams(
  db: Db,
  s: Omit<FiguresScope, 'owner'> & { members: readonly number[] },
): Promise<Map<number, FigureSums>> {
  if (s.members.length === 0) return new Map();
  const ids = sql`${[...s.members]}::int[]`;
  const columns = sql.join(FIGURES.map((f) => sql.ref(f)));
  const live = sourceRows({
    fromXid: sql`(select horizon from rollup_state where id = 1)`,
    toXid: null,
    since: sql`greatest(${await readLiveFrom(db)}::timestamptz, ${startOf(s)})`,
    members: sql`(select descendant_id as member_id from member_upline_closure
      where ancestor_id = any(${ids}))`,
  });
  const { rows } = await sql<FigureSums & { id: number }>`
    with hours as (
      select member_id as id, ${columns} from member_hour
      where member_id = any(${ids}) and currency = ${s.currency}
        and hour >= ${startOf(s)} and hour < ${endOf(s)}
      union all
      select ancestor_id as id, ${columns} from team_hour
      where ancestor_id = any(${ids}) and currency = ${s.currency}
        and hour >= ${startOf(s)} and hour < ${endOf(s)}
      union all
      select c.ancestor_id as id, ${figureSums}
      from (${live}) as r
      join member_upline_closure c on c.descendant_id = r.member_id
        and c.ancestor_id = any(${ids})
      where r.merchant_id = ${s.merchantId} and r.currency = ${s.currency}
        and r.at < ${endOf(s)}
      group by c.ancestor_id
    )
    select id, ${summed('hours')} from hours group by id
  `.execute(db);
  return new Map(rows.map(({ id, ...sums }) => [Number(id), sums]));
}

/**
 * A team's active members on each day of the range (with a valid bet that day), oldest
 * first, 0 on quiet days: its `team_day`, and the members of the rows not yet rolled up on
 * days their rolled-up hours hold no valid bet.
 */
export async function activeByDay(
  db: Db,
  s: Omit<FiguresScope, 'owner'> & { team: number },
): Promise<{ day: string; active: number }[]> {
  const live = sourceRows({
    fromXid: sql`(select horizon from rollup_state where id = 1)`,
    toXid: null,
    since: sql`greatest(${await readLiveFrom(db)}::timestamptz, ${startOf(s)})`,
    members: ownerMembers({ team: s.team }),
  });
  // The valid bets not yet rolled up, per member and hour, like the fill's own hours.
  const openHours = sql`(
    select r.member_id, r.currency, date_trunc('hour', r.at, ${s.timeZone}) as hour,
      r.merchant_id, sum(r.n) as settled_bets
    from (${live}) as r
    where r.merchant_id = ${s.merchantId} and r.currency = ${s.currency}
      and r.kind = 'valid_bet' and r.at < ${endOf(s)}
    group by 1, 2, 3, 4)`;
  const { rows } = await sql<{ day: string; active: string | number }>`
    with days as (
      select generate_series((${s.range.from})::date, (${s.range.to})::date, interval '1 day')::date
        as day
    ),
    rolled as (
      select day, active from team_day
      where ancestor_id = ${s.team} and currency = ${s.currency}
        and day between (${s.range.from})::date and (${s.range.to})::date
    ),
    opened as (
      select (d.first_hour at time zone ${s.timeZone})::date as day, count(*) as active
      from (${newActiveDays(openHours, 'member_hour')}) as d
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(rolled.active, 0) + coalesce(opened.active, 0) as active
    from days
    left join rolled using (day)
    left join opened using (day)
    order by days.day
  `.execute(db);
  return rows.map((r) => ({ day: r.day, active: Number(r.active) }));
}
