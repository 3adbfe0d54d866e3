// Two or more API builds under one load in turns: placing orders (`POST /lgw/bets` on
// PostgreSQL, as place.mjs loads it) or wallet debits (`--load debits`, as wallet/run.mjs
// loads them), each build on its own server and throw-away database, the load moving
// from one to the next every few seconds for several rounds (the order reversed every other
// round). Runs one after another drift with the machine's speed by a third within minutes;
// in short turns every build meets the same drift, so what differs is the build.
//
//   node bench/lottery/compare.mjs --builds DIR,DIR[@--node-flag...] [--rounds 12]
//                                  [--slice 3] [--connections 50] [--members 1000]
//                                  [--load placement|debits]
//
// A build is a folder holding main.js (`npm run build`'s apps/api/dist, or a private build:
// `API_OUT_DIR=$PWD/.builds/NAME node apps/api/build.mjs`); `@` adds Node flags after
// `npm start`'s own. Each build answers: requests per second over its turns, CPU per request
// of the server and of PostgreSQL's backends, the mean of its per-round ratios to the first
// build's, and in how many rounds it placed more. The ledger check runs on every database.
import { parseArgs } from 'node:util';
import { withCpu } from '../lib/cpu.mjs';
import { ledgerCheck, pgUrl, withAdmin } from '../lib/pg-bench.mjs';
import { startServer } from '../lib/server.mjs';
import { prepareLoad } from '../lib/loads.mjs';

const { values } = parseArgs({
  options: {
    builds: { type: 'string' },
    rounds: { type: 'string', default: '12' },
    slice: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    members: { type: 'string', default: '1000' },
    // Seconds each build places before the first round, not counted.
    warmup: { type: 'string', default: '3' },
    load: { type: 'string', default: 'placement' },
  },
});
if (!values.builds) throw new Error('--builds DIR,DIR… is required');
const rounds = Number(values.rounds);
const slice = Number(values.slice);
const connections = Number(values.connections);

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fixed = (x, digits) => Number(x.toFixed(digits));

/**
 * A build on its own database, with its players: started, set up, not yet loaded. It is in
 * `builds` from the start, so whatever it got to is stopped and dropped should a step fail.
 */
async function startBuild(spec, i) {
  const [dist, flags] = spec.split('@');
  const database = `sorteo_bench_compare_${Date.now()}_${i}`;
  const env = {
    DATABASE_URL: pgUrl(database),
    RATE_LIMIT_MAX: '100000000',
    JOBS_ENABLED: 'false',
  };
  const build = { spec, dist, database, env, server: null, load: null, turns: [] };
  builds.push(build);
  await withAdmin((a) => a.query(`create database ${database}`));
  build.server = await startServer({ env, dist, nodeFlags: flags ? flags.split(',') : [] });
  build.load = await prepareLoad(values.load, {
    url: build.server.url,
    databaseUrl: env.DATABASE_URL,
    members: Number(values.members),
    connections,
    dist,
  });
}

/** One turn of a build: its requests per second and CPU per request. */
async function turn(build) {
  const measured = { pid: build.server.pid, database: build.database };
  build.turns.push(await withCpu(measured, () => build.load(slice)));
}

const builds = [];
try {
  for (const [i, spec] of values.builds.split(',').entries()) await startBuild(spec, i);
  for (const build of builds) await build.load(Number(values.warmup));
  for (let round = 0; round < rounds; round++) {
    for (const build of round % 2 ? [...builds].reverse() : builds) await turn(build);
    const line = builds.map((b) => `${b.spec} ${b.turns.at(-1).perSecond.toFixed(0)}/s`);
    console.error(`round ${round + 1}: ${line.join(' | ')}`);
  }
  const first = builds[0];
  const summary = builds.map((b) => {
    const ratios = b.turns.map((t, i) => t.perSecond / first.turns[i].perSecond);
    return {
      build: b.spec,
      perSecond: fixed(mean(b.turns.map((t) => t.perSecond)), 1),
      cpuMsPerRequest: {
        server: fixed(mean(b.turns.map((t) => t.cpuMsPerRequest.server)), 3),
        postgres: fixed(mean(b.turns.map((t) => t.cpuMsPerRequest.postgres)), 3),
      },
      ratioToFirst: fixed(mean(ratios), 3),
      roundsAhead: ratios.filter((r) => r > 1).length,
      non2xx: b.turns.reduce((n, t) => n + t.non2xx, 0),
      errors: b.turns.reduce((n, t) => n + t.errors, 0),
    };
  });
  for (const b of builds) await b.server.stop();
  const checks = builds.map((b) => ledgerCheck({ DATABASE_URL: b.env.DATABASE_URL }, b.dist));
  const at = new Date().toISOString();
  const report = {
    at,
    load: values.load,
    rounds,
    sliceSeconds: slice,
    connections,
    builds: summary,
    checks,
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  for (const b of builds) await b.server?.stop();
  for (const b of builds) {
    await withAdmin((a) => a.query(`drop database if exists ${b.database} with (force)`));
  }
}
