// CPU per answered request, by process, over a load: the server, the PostgreSQL backends
// serving the bench's database and the load generator (this process). Far steadier on a
// shared machine than the throughput.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** A process's /proc stat fields after its name (0: state, 1: parent pid), or null. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system CPU of a process in ms, from /proc (0 once it is gone). */
function processCpuMs(pid) {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/**
 * CPU so far of the server (with its child processes: a cluster's workers), of each
 * PostgreSQL backend serving `database` (the process title names it; the cluster's shared
 * background processes are left out) and of this load generator.
 */
function cpuSnapshot(serverPid, database) {
  const postgres = new Map();
  let server = processCpuMs(serverPid);
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) {
        postgres.set(pid, processCpuMs(pid));
      } else if (statFields(pid)?.[1] === String(serverPid)) {
        server += processCpuMs(pid);
      }
    } catch {
      // Gone meanwhile.
    }
  }
  const own = process.cpuUsage();
  return { server, postgres, load: (own.user + own.system) / 1000 };
}

/**
 * CPU milliseconds per answered request, by process, over a load: far steadier on a shared
 * machine than the throughput. A backend that exits during the load (the pool closes idle
 * connections) takes its last CPU with it, so PostgreSQL's figure is a lower bound.
 */
export async function withCpu(server, load) {
  const before = cpuSnapshot(server.pid, server.database);
  const result = await load();
  const after = cpuSnapshot(server.pid, server.database);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const per = (ms) => Number((ms / Math.max(1, result.ok)).toFixed(3));
  return {
    ...result,
    cpuMsPerRequest: {
      server: per(after.server - before.server),
      postgres: per(postgres),
      load: per(after.load - before.load),
    },
  };
}
