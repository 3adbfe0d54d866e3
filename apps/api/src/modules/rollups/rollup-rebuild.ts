import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { FIGURES } from './rollup-figures.js';
import { fillFromScratch, fillSinceLastRun, LIVE, lockState, type Targets } from './rollup.repo.js';

/**
 * One hour (or, for the days, one day at its start in UTC) where the live rollup and the
 * rebuild disagree; a missing side is null.
 */
export type RollupDifference = {
  rollup: 'member' | 'team' | 'team_day';
  ownerId: number;
  currency: string;
  hour: Date;
  live: Record<string, number> | null;
  rebuilt: Record<string, number> | null;
};

export type RebuildOutcome = {
  horizon: number;
  memberHours: number;
  /** How many hours differ, and the first of them (up to `listed`). */
  differing: number;
  differences: RollupDifference[];
  swapped: boolean;
};

const REBUILT: Targets = {
  member: 'rebuilt_member_hour',
  team: 'rebuilt_team_hour',
  teamDay: 'rebuilt_team_day',
};

const TABLES = ['member', 'team', 'teamDay'] as const;

type DifferenceRow = {
  rollup: RollupDifference['rollup'];
  owner_id: number;
  currency: string;
  hour: Date;
  live: Record<string, string | number> | null;
  rebuilt: Record<string, string | number> | null;
  differing: string | number;
};

/** A side's figures as numbers, in the rollup tables' column order. */
const figuresOf = (json: Record<string, string | number> | null) =>
  json
    ? Object.fromEntries(
        [...FIGURES, 'active'].filter((f) => f in json).map((f) => [f, Number(json[f])] as const),
      )
    : null;

/** The hours of one rollup that differ, live against rebuilt, with their count. */
function differences(rollup: 'member' | 'team', live: string, rebuilt: string, owner: string) {
  const differs = sql.join(
    FIGURES.map((f) => sql`${sql.ref(`l.${f}`)} is distinct from ${sql.ref(`r.${f}`)}`),
    sql` or `,
  );
  const pick = (alias: string) =>
    sql`case when ${sql.ref(`${alias}.hour`)} is null then null else jsonb_build_object(${sql.join(
      FIGURES.map((f) => sql`${sql.lit(f)}, ${sql.ref(`${alias}.${f}`)}`),
    )}) end`;
  return sql<DifferenceRow>`
    select ${sql.lit(rollup)} as rollup, coalesce(${sql.ref(`l.${owner}`)}, ${sql.ref(`r.${owner}`)})
        as owner_id,
      coalesce(l.currency, r.currency) as currency, coalesce(l.hour, r.hour) as hour,
      ${pick('l')} as live, ${pick('r')} as rebuilt, count(*) over () as differing
    from ${sql.table(live)} l
    full join ${sql.table(rebuilt)} r using (${sql.ref(owner)}, currency, hour)
    where ${differs}
    order by 4, 2`;
}

/** The teams' days whose active members differ, live against rebuilt, with their count. */
function dayDifferences(live: string, rebuilt: string) {
  const pick = (alias: string) =>
    sql`case when ${sql.ref(`${alias}.day`)} is null then null
      else jsonb_build_object('active', ${sql.ref(`${alias}.active`)}) end`;
  return sql<DifferenceRow>`
    select 'team_day' as rollup, coalesce(l.ancestor_id, r.ancestor_id) as owner_id,
      coalesce(l.currency, r.currency) as currency,
      coalesce(l.day, r.day)::timestamp at time zone 'UTC' as hour,
      ${pick('l')} as live, ${pick('r')} as rebuilt, count(*) over () as differing
    from ${sql.table(live)} l
    full join ${sql.table(rebuilt)} r using (ancestor_id, currency, day)
    where l.active is distinct from r.active
    order by 4, 2`;
}

/**
 * Recomputes the rollups (hours and active days) from every source row, compares them with
 * the live ones, and (unless `swap` is false) puts the rebuild in their place; all in one
 * transaction that first brings the live rollups up to date, so both sides stand at the
 * same horizon.
 */
export async function rebuildRollups(
  db: Db,
  options: { swap: boolean; listed?: number } = { swap: true },
): Promise<RebuildOutcome> {
  const listed = options.listed ?? 100;
  return db.transaction().execute(async (trx) => {
    await fillSinceLastRun(trx, await lockState(trx));
    const { horizon } = await lockState(trx);
    for (const [live, rebuilt] of TABLES.map((t) => [LIVE[t], REBUILT[t]] as const)) {
      await sql`create temporary table ${sql.table(rebuilt)}
        (like ${sql.table(live)} including defaults including constraints including indexes)
        on commit drop`.execute(trx);
    }
    const memberHours = await fillFromScratch(trx, horizon, REBUILT);
    const found: DifferenceRow[] = [];
    let differing = 0;
    for (const [rollup, owner] of [
      ['member', 'member_id'],
      ['team', 'ancestor_id'],
    ] as const) {
      const { rows } = await sql<DifferenceRow>`${differences(
        rollup,
        LIVE[rollup],
        REBUILT[rollup],
        owner,
      )} limit ${listed}`.execute(trx);
      differing += Number(rows[0]?.differing ?? 0);
      found.push(...rows);
    }
    const { rows: days } = await sql<DifferenceRow>`${dayDifferences(
      LIVE.teamDay,
      REBUILT.teamDay,
    )} limit ${listed}`.execute(trx);
    differing += Number(days[0]?.differing ?? 0);
    found.push(...days);
    if (options.swap) {
      for (const table of TABLES) {
        await sql`delete from ${sql.table(LIVE[table])}`.execute(trx);
        // In time order (each table's third column, its hour or day), as the runs write
        // them: a period's member hours are found by block range (migration 0039).
        await sql`insert into ${sql.table(LIVE[table])}
          select * from ${sql.table(REBUILT[table])} order by 3`.execute(trx);
      }
    }
    return {
      horizon,
      memberHours,
      differing,
      differences: found.slice(0, listed).map((r) => ({
        rollup: r.rollup,
        ownerId: r.owner_id,
        currency: r.currency,
        hour: new Date(r.hour),
        live: figuresOf(r.live),
        rebuilt: figuresOf(r.rebuilt),
      })),
      swapped: options.swap,
    };
  });
}
