import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { addedTo, figureColumns, figureSums, newActiveDays, summed } from './rollup-figures.js';
import { sourceRows, type SourceWindow } from './rollup-sources.js';

/** `liveFrom` is kept as the database's text: it starts as `-infinity`. */
export type RollupState = { horizon: number; liveFrom: string; ranAt: Date | null };

type StateRow = { horizon: string | number; live_from: string; ran_at: Date | null };

const stateOf = (r: StateRow): RollupState => ({
  horizon: Number(r.horizon),
  liveFrom: r.live_from,
  ranAt: r.ran_at,
});

/** The state, locked until the caller's transaction ends: one run at a time. */
export async function lockState(trx: Db): Promise<RollupState> {
  const { rows } = await sql<StateRow>`
    select horizon, live_from::text as live_from, ran_at from rollup_state where id = 1 for update`.execute(
    trx,
  );
  return stateOf(rows[0]!);
}

/** Where the tables being filled are: the live ones, or a rebuild's. */
export type Targets = { member: string; team: string; teamDay: string };

export const LIVE: Targets = { member: 'member_hour', team: 'team_hour', teamDay: 'team_day' };

/**
 * The source rows of the window summed per member and hour of the merchant's clock, in the
 * member table's key order: the groupings hash (`withBulkSettings`), and rows in key order
 * walk the table's index page by page where random order read a page per row.
 */
function memberHours(w: SourceWindow): RawBuilder<unknown> {
  return sql`
    select s.member_id, s.currency, date_trunc('hour', s.at, m.time_zone) as hour,
      s.merchant_id, ${figureSums}
    from (${sourceRows(w)}) as s
    join merchant m on m.id = s.merchant_id
    group by s.member_id, s.currency, 3, s.merchant_id
    order by s.member_id, s.currency, 3`;
}

/** This statement's horizon: every transaction with a lower id has ended. */
const snapshotHorizon = sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/**
 * From when rows above this statement's horizon may date: the start of the oldest
 * transaction still open (less a minute for the clocks' sake), at most an hour back.
 */
const openSince = sql<Date>`greatest(
    (select least(statement_timestamp(), min(xact_start)) from pg_stat_activity
      where xact_start is not null and pid <> pg_backend_pid()),
    statement_timestamp() - interval '1 hour'
  ) - interval '1 minute'`;

type Filled = { hours: string | number; horizon: string | number; live_from: string };

/**
 * Adds the window's rows to the targets in one statement: each member's hours, and the same
 * fanned out to every ancestor through the upline closure. A member's first valid bet of a
 * day (`newActiveDays`, against the hours before this statement) rides along the fan-out as
 * `new_active` in its hour, and each ancestor's hours add theirs to its `teamDay`. Answers
 * the member hours added, with the statement's own horizon and open-since instant (one
 * snapshot for all three).
 */
function fill(w: SourceWindow, to: Targets): RawBuilder<Filled> {
  const member = sql.table(to.member);
  const team = sql.table(to.team);
  const teamDay = sql.table(to.teamDay);
  return sql<Filled>`
    with hours as materialized (${memberHours(w)}),
    -- Each member's ancestors, looked up once, in member order like the other look-ups.
    links as materialized (
      select c.ancestor_id, c.descendant_id
      from (select distinct member_id from hours order by member_id) as m
      join member_upline_closure c on c.descendant_id = m.member_id and c.depth >= 1
    ),
    own as (
      insert into ${member} (member_id, currency, hour, merchant_id, ${figureColumns})
      select member_id, currency, hour, merchant_id, ${figureColumns} from hours
      on conflict (member_id, currency, hour) do update set ${addedTo(to.member)}
    ),
    new_days as materialized (${newActiveDays(sql`hours`, to.member)}),
    team_hours as materialized (
      select l.ancestor_id, h.currency, h.hour, min(h.merchant_id) as merchant_id,
        ${summed('h')}, count(d.member_id) as new_active
      from hours h
      join links l on l.descendant_id = h.member_id
      left join new_days d on d.member_id = h.member_id and d.currency = h.currency
        and d.first_hour = h.hour
      group by l.ancestor_id, h.currency, h.hour
    ),
    team as (
      insert into ${team} (ancestor_id, currency, hour, merchant_id, ${figureColumns})
      select ancestor_id, currency, hour, merchant_id, ${figureColumns} from team_hours
      on conflict (ancestor_id, currency, hour) do update set ${addedTo(to.team)}
    ),
    team_days as (
      insert into ${teamDay} (ancestor_id, currency, day, merchant_id, active)
      select t.ancestor_id, t.currency, (t.hour at time zone m.time_zone)::date,
        min(t.merchant_id), sum(t.new_active)
      from team_hours t
      join merchant m on m.id = t.merchant_id
      where t.new_active > 0
      group by t.ancestor_id, t.currency, 3
      on conflict (ancestor_id, currency, day) do update
        set active = ${sql.ref(`${to.teamDay}.active`)} + excluded.active
    )
    select (select count(*) from hours) as hours, ${snapshotHorizon} as horizon,
      (${openSince})::text as live_from`;
}

/** What the fill's statement runs with, each put back as it was once it has run. */
const BULK_SETTINGS = { work_mem: '64MB', jit: 'off', enable_sort: 'off' } as const;

/**
 * Runs the fill's one big statement with settings of its own, in the caller's transaction,
 * which may go on (a payout run does). The plan's estimates are poor, since the
 * transaction-id window hides how many rows it takes: the planner would sort a draw's
 * million bets to group them, where hashing them into their members takes about two thirds
 * of the time and no disk; JIT compiling cost a tenth of a run of a million bets.
 */
async function withBulkSettings<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  const set = (names: string[], values: string[]) =>
    sql`select set_config(name, value, true)
      from unnest(${names}::text[], ${values}::text[]) as s(name, value)`.execute(trx);
  const names = Object.keys(BULK_SETTINGS);
  const { rows } = await sql<{ setting: string }>`
    select current_setting(name) as setting
    from unnest(${names}::text[]) with ordinality as s(name, n) order by n`.execute(trx);
  await set(names, Object.values(BULK_SETTINGS));
  const result = await work();
  await set(
    names,
    rows.map((r) => r.setting),
  );
  return result;
}

/**
 * The incremental run: rows written since the last horizon, up to this statement's
 * horizon, then the new state (in the caller's transaction, which holds the state's lock).
 */
export async function fillSinceLastRun(trx: Db, state: RollupState): Promise<number> {
  const { rows } = await withBulkSettings(trx, () =>
    fill(
      {
        fromXid: sql.lit(state.horizon),
        toXid: snapshotHorizon,
        since: sql`${state.liveFrom}::timestamptz`,
      },
      LIVE,
    ).execute(trx),
  );
  const done = rows[0]!;
  await sql`
    update rollup_state set horizon = greatest(horizon, ${done.horizon}::bigint),
      live_from = ${done.live_from}::timestamptz, ran_at = statement_timestamp()
    where id = 1`.execute(trx);
  return Number(done.hours);
}

/** Every row below the horizon, whatever its date, into the rebuild's tables. */
export async function fillFromScratch(trx: Db, horizon: number, to: Targets): Promise<number> {
  const { rows } = await withBulkSettings(trx, () =>
    fill(
      { fromXid: sql.lit(0), toXid: sql.lit(horizon), since: sql`'-infinity'::timestamptz` },
      to,
    ).execute(trx),
  );
  return Number(rows[0]!.hours);
}
