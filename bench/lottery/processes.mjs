// Several API processes on one PostgreSQL: `POST /lgw/bets` as place.mjs loads it, on one
// process and on two node:cluster workers behind one port, each on its own throw-away
// database, in turns (the order reversed every other round) so both meet the same drift of
// a shared machine. Target: two processes ≥ 0.9 × one, no order refused (every answer 2xx),
// and the ledger check clean on both databases.
//
//   node bench/lottery/processes.mjs [--workers 2] [--rounds 8] [--slice 3]
//                                    [--connections 50] [--members 1000] [--warmup 3]
//
// Needs a build (`npm run build`, or BENCH_API_DIST) and PostgreSQL (BENCH_DATABASE_URL).
import { parseArgs } from 'node:util';
import { ledgerCheck, pgUrl, withAdmin } from '../lib/pg-bench.mjs';
import { startServer } from '../lib/server.mjs';
import { placeOrders, preparePlacement } from './place-setup.mjs';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '8' },
    slice: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    members: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '3' },
  },
});
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
  const run = { ...setup, database, env, server: null, placement: null, turns: [] };
  runs.push(run);
  await withAdmin((a) => a.query(`create database ${database}`));
  run.server = await startServer({ env, workers: setup.workers });
  run.placement = await preparePlacement(env.DATABASE_URL, Number(values.members));
}

async function turn(run) {
  const load = await placeOrders(run.server.url, run.placement, { connections, seconds: slice });
  run.turns.push({
    perSecond: load['2xx'] / slice,
    p99: load.latency.p99,
    refused: load.non2xx,
    errors: load.errors,
  });
}

try {
  for (const [i, setup] of setups.entries()) await start(setup, i);
  // The warm-up also lets every worker of the cluster come up before the turns count.
  for (const run of runs) {
    await placeOrders(run.server.url, run.placement, {
      connections,
      seconds: Number(values.warmup),
    });
  }
  for (let round = 0; round < rounds; round++) {
    for (const run of round % 2 ? [...runs].reverse() : runs) await turn(run);
    console.error(
      `round ${round + 1}: ${runs.map((r) => `${r.name} ${r.turns.at(-1).perSecond.toFixed(0)}/s`).join(' | ')}`,
    );
  }
  const [one, many] = runs;
  const summary = runs.map((r) => ({
    setup: r.name,
    perSecond: Number(mean(r.turns.map((t) => t.perSecond)).toFixed(1)),
    p99Ms: Math.max(...r.turns.map((t) => t.p99)),
    refused: r.turns.reduce((n, t) => n + t.refused, 0),
    errors: r.turns.reduce((n, t) => n + t.errors, 0),
  }));
  const ratio = mean(many.turns.map((t, i) => t.perSecond / one.turns[i].perSecond));
  for (const r of runs) await r.server.stop();
  const checks = runs.map((r) => ledgerCheck({ DATABASE_URL: r.env.DATABASE_URL }));
  const at = new Date().toISOString();
  const report = {
    at,
    rounds,
    sliceSeconds: slice,
    connections,
    setups: summary,
    ratio: Number(ratio.toFixed(3)),
    checks,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  for (const r of runs) await r.server?.stop();
  for (const r of runs) {
    await withAdmin((a) => a.query(`drop database if exists ${r.database} with (force)`));
  }
}
