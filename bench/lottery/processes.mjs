// Several API processes on one PostgreSQL, on one process and on two node:cluster workers
// behind one port, each on its own throw-away database, in turns (the order reversed every
// other round) so both meet the same drift of a shared machine. Two loads, one after the
// other: placement (`POST /lgw/bets` as place.mjs loads it) and wallet debits (debits of 1
// on random wallets through the operator's adjustment call, as wallet/run.mjs loads them).
// Target, for each: two processes ≥ 0.9 × one, nothing refused (every answer 2xx), and the
// ledger check clean on both databases.
//
//   node bench/lottery/processes.mjs [--workers 2] [--rounds 8] [--slice 3]
//                                    [--connections 50] [--members 1000] [--warmup 3]
//                                    [--loads placement,debits]
//
// Needs a build (`npm run build`, or BENCH_API_DIST) and PostgreSQL (BENCH_DATABASE_URL).
import { parseArgs } from 'node:util';
import { withCpu } from '../lib/cpu.mjs';
import { prepareLoad } from '../lib/loads.mjs';
import { ledgerCheck, pgUrl, withAdmin } from '../lib/pg-bench.mjs';
import { startServer } from '../lib/server.mjs';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '8' },
    slice: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    members: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '3' },
    loads: { type: 'string', default: 'placement,debits' },
  },
});
const loads = values.loads.split(',');
const rounds = Number(values.rounds);
const slice = Number(values.slice);
const connections = Number(values.connections);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const setups = [
  { name: 'one process', workers: undefined },
  { name: `${values.workers} processes`, workers: Number(values.workers) },
];
const runs = [];

async function start(setup, i) {
  const database = `sorteo_bench_processes_${Date.now()}_${i}`;
  const env = { DATABASE_URL: pgUrl(database), RATE_LIMIT_MAX: '100000000', JOBS_ENABLED: 'false' };
  const run = { ...setup, database, env, server: null, load: {}, turns: {} };
  runs.push(run);
  await withAdmin((a) => a.query(`create database ${database}`));
  run.server = await startServer({ env, workers: setup.workers });
  for (const load of loads) {
    run.load[load] = await prepareLoad(load, {
      url: run.server.url,
      databaseUrl: env.DATABASE_URL,
      members: Number(values.members),
      connections,
    });
    run.turns[load] = [];
  }
}

async function turn(run, load) {
  const measured = { pid: run.server.pid, database: run.database };
  run.turns[load].push(await withCpu(measured, () => run.load[load](slice)));
}

/** Every run's turns of one load, and how two processes compare with one. */
async function measure(load) {
  // The warm-up also lets every worker of the cluster come up before the turns count. It
  // lasts as many times longer as the setup has processes, so each process's code gets as
  // many warm-up requests as the single one's before the turns count (a worker warmed for
  // the same time saw half the requests and placed ~40% less in the first round).
  for (const run of runs) await run.load[load](Number(values.warmup) * (run.workers ?? 1));
  for (let round = 0; round < rounds; round++) {
    for (const run of round % 2 ? [...runs].reverse() : runs) await turn(run, load);
    console.error(
      `${load} round ${round + 1}: ${runs.map((r) => `${r.name} ${r.turns[load].at(-1).perSecond.toFixed(0)}/s`).join(' | ')}`,
    );
  }
  const [one, many] = runs;
  return {
    setups: runs.map((r) => ({
      setup: r.name,
      perSecond: Number(mean(r.turns[load].map((t) => t.perSecond)).toFixed(1)),
      p99Ms: Math.max(...r.turns[load].map((t) => t.latencyMs.p99)),
      cpuMsPerRequest: {
        server: Number(mean(r.turns[load].map((t) => t.cpuMsPerRequest.server)).toFixed(3)),
        postgres: Number(mean(r.turns[load].map((t) => t.cpuMsPerRequest.postgres)).toFixed(3)),
      },
      refused: r.turns[load].reduce((n, t) => n + t.non2xx, 0),
      errors: r.turns[load].reduce((n, t) => n + t.errors, 0),
    })),
    ratio: Number(
      mean(many.turns[load].map((t, i) => t.perSecond / one.turns[load][i].perSecond)).toFixed(3),
    ),
  };
}

try {
  for (const [i, setup] of setups.entries()) await start(setup, i);
  const measured = {};
  for (const load of loads) measured[load] = await measure(load);
  for (const r of runs) await r.server.stop();
  const checks = runs.map((r) => ledgerCheck({ DATABASE_URL: r.env.DATABASE_URL }));
  const report = {
    at: new Date().toISOString(),
    rounds,
    sliceSeconds: slice,
    connections,
    ...measured,
    checks,
  };
  console.log(JSON.stringify(report, null, 2));
  const missed = Object.entries(measured).filter(
    ([, m]) => m.ratio < 0.9 || m.setups.some((s) => s.refused > 0 || s.errors > 0),
  );
  for (const [load] of missed) console.error(`target missed: ${load}`);
  if (missed.length > 0 || checks.some((c) => c.exitCode !== 0)) process.exitCode = 1;
} finally {
  for (const r of runs) await r.server?.stop();
  for (const r of runs) {
    await withAdmin((a) => a.query(`drop database if exists ${r.database} with (force)`));
  }
}
