import { createDb } from '../db/connection.js';
import { rebuildRollups, type RollupDifference } from '../modules/rollups/index.js';
import type { CliIo } from './admin-create.command.js';
import { cliConfig, cliDatabase } from './cli-config.js';

/**
 * Exit codes: 0 done (or, with `--check`, nothing differs), 1 `--check` found differences
 * or the rebuild could not run, 2 bad usage or configuration, 5 the embedded database is
 * open in another process, as for the other CLIs.
 */
export const RebuildExit = { Ok: 0, Differs: 1, Usage: 2, InUse: 5 } as const;

const USAGE = 'Usage: npm run rollups:rebuild [-- --check]';

const show = (d: RollupDifference) => {
  const side = (figures: RollupDifference['live']) =>
    figures
      ? Object.entries(figures)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')
      : 'none';
  // A team day is named by its date alone; an hour by its instant.
  const when = d.rollup === 'team_day' ? d.hour.toISOString().slice(0, 10) : d.hour.toISOString();
  return `  ${d.rollup} ${d.ownerId} ${d.currency} ${when}\n    live:    ${side(d.live)}\n    rebuilt: ${side(d.rebuilt)}`;
};

const differed = (n: number) => (n === 1 ? '1 hour or team day' : `${n} hours or team days`);

/**
 * `npm run rollups:rebuild`: recomputes the hourly rollups and the teams' active days from
 * every source row, prints each hour or day where the live ones differ, and puts the
 * rebuild in their place. With `--check` it compares only. Run it after changing a
 * merchant's time zone.
 */
export async function runRollupsRebuild(
  argv: string[],
  io: Omit<CliIo, 'readStdin'>,
): Promise<number> {
  const unknown = argv.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    io.err(`Unknown argument: ${unknown[0]}\n${USAGE}`);
    return RebuildExit.Usage;
  }
  const check = argv.includes('--check');
  const config = cliConfig(io);
  if (!config) return RebuildExit.Usage;
  const db = await cliDatabase(io, () => createDb(config.database));
  if (!db) return RebuildExit.InUse;
  try {
    const outcome = await rebuildRollups(db, { swap: !check, listed: 20 });
    for (const d of outcome.differences) io.err(show(d));
    const counted = `${outcome.memberHours} member hours from every source row`;
    if (outcome.differing === 0) {
      io.out(`Rollups OK: ${counted}; the live rollups agree.`);
      return RebuildExit.Ok;
    }
    if (check) {
      io.err(
        `Rollups DIFFER: ${differed(outcome.differing)} (${counted}); run without --check to replace them.`,
      );
      return RebuildExit.Differs;
    }
    const were = outcome.differing === 1 ? 'was' : 'were';
    io.out(`Rollups rebuilt: ${counted}; ${differed(outcome.differing)} ${were} replaced.`);
    return RebuildExit.Ok;
  } catch (error) {
    io.err(`Rollups rebuild failed: ${(error as Error).message}`);
    return RebuildExit.Differs;
  } finally {
    await db.destroy();
  }
}
