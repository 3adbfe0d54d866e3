// Lottery bet placement: `POST /lgw/bets` on the built API over PostgreSQL against baseline B
// (pgbench doing the database work of one wallet debit, bench/wallet/baseline-*.sql).
// Each request is one order of one 5D `pos_digit` pick by a random player out of --members,
// with a fresh idempotency key: the order, its bet, the exposure upsert and the ledger
// posting wallet → house:bets in one transaction. Targets: ≥ 1.0 × B, p99 ≤ 50 ms.
//
//   node bench/lottery/place.mjs [--members 1000] [--connections 50] [--duration 15]
//                                [--targets baseline,postgres] [--phases ceiling,place]
//                                [--profile DIR] [--warmup 3]
//
// Needs a build (`npm run build`, or BENCH_API_DIST) and PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test): a throw-away database is made and dropped.
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  bracketedB,
  ledgerCheck,
  pgUrl,
  progress,
  ratio,
  summarizeLoad,
  withAdmin,
} from '../lib/pg-bench.mjs';
import { withCpu } from '../lib/cpu.mjs';
import { startServer } from '../lib/server.mjs';
import { httpLoad } from '../lib/http-load.mjs';
import { root } from '../lib/util.mjs';
import { placeOrders, preparePlacement } from './place-setup.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    targets: { type: 'string', default: 'baseline,postgres' },
    // Any of ceiling, place: the loads run on the server, in that order.
    phases: { type: 'string', default: 'ceiling,place' },
    // A folder for the server's CPU profile (bench/wallet/cpu-profile.mjs), written when it stops.
    profile: { type: 'string' },
    // Seconds of each load run first and not counted (as in bench/wallet/run.mjs).
    warmup: { type: 'string', default: '3' },
  },
});
const targets = new Set(values.targets.split(','));
const phases = new Set(values.phases.split(','));
const MEMBERS = Number(values.members);
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

/** The HTTP and member-auth ceiling: a player's authenticated read touching no money. */
async function ceilingLoad(url, setup, seconds = duration) {
  const result = await httpLoad({
    url,
    connections,
    duration: seconds,
    request: () => ({
      method: 'GET',
      path: '/lgw/chases?pageSize=1',
      headers: {
        merchant: setup.merchant,
        authorization: `Bearer ${setup.tokens[Math.floor(Math.random() * setup.tokens.length)]}`,
      },
    }),
  });
  return summarizeLoad(result, seconds);
}

/** Orders answered 200 by every placement load, warm-ups included: each must be stored. */
let answeredOrders = 0;

async function placeLoad(url, setup, seconds = duration) {
  const result = await placeOrders(url, setup, { connections, seconds });
  answeredOrders += result['2xx'];
  return summarizeLoad(result, seconds);
}

async function onPostgres() {
  const name = `sorteo_bench_place_${Date.now()}`;
  await withAdmin((a) => a.query(`create database ${name}`));
  // No background jobs: the period scheduler would draw the bench's period.
  const env = {
    DATABASE_URL: pgUrl(name),
    RATE_LIMIT_MAX: '100000000',
    JOBS_ENABLED: 'false',
    ...(values.profile
      ? {
          BENCH_PROFILE_DIR: values.profile,
          NODE_OPTIONS: `--import ${join(root, 'bench/wallet/cpu-profile.mjs')}`,
        }
      : {}),
  };
  let server;
  try {
    server = await startServer({ env });
    const setup = await preparePlacement(env.DATABASE_URL, MEMBERS);
    const measured = { ...server, database: name };
    const warmed = async (load) => {
      if (warmup > 0) await load(warmup);
      return withCpu(measured, () => load(duration));
    };
    const ceiling = phases.has('ceiling')
      ? await warmed((seconds) => ceilingLoad(server.url, setup, seconds))
      : undefined;
    if (ceiling) progress('postgres ceiling (GET /lgw/chases)', ceiling);
    const place = phases.has('place')
      ? await warmed((seconds) => placeLoad(server.url, setup, seconds))
      : undefined;
    if (place) progress('postgres place', place);
    await server.stop();
    const counts = await withAdmin(async () => {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select (select count(*) from lottery_order)::int as orders,
                  (select count(*) from lottery_bet)::int as bets`,
        );
        return rows[0];
      } finally {
        await client.end();
      }
    });
    return {
      ceiling,
      place,
      ...counts,
      answeredOrders,
      ledgerCheck: ledgerCheck({ DATABASE_URL: env.DATABASE_URL }),
    };
  } finally {
    await server?.stop();
    await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
  }
}

const machine = { cores: cpus().length, loadAverage: loadavg().map((l) => Number(l.toFixed(2))) };
const onPostgresTarget = () => (targets.has('postgres') ? onPostgres() : null);
const { b, measured: postgres } = targets.has('baseline')
  ? await bracketedB({ connections, duration, wallets: 1000 }, onPostgresTarget)
  : { b: null, measured: await onPostgresTarget() };
const summary = {
  at: new Date().toISOString(),
  machine,
  members: MEMBERS,
  connections,
  durationSeconds: duration,
  warmupSeconds: warmup,
  ...(b ? { baselineB: b } : {}),
  ...(postgres ? { postgres } : {}),
  ratios: {
    placeVsB: ratio(postgres?.place?.perSecond, b?.tps),
    placeVsCeiling: ratio(postgres?.place?.perSecond, postgres?.ceiling?.perSecond),
  },
};
console.log(JSON.stringify(summary, null, 2));
const place = postgres?.place;
// An order answered before the deadline and one the deadline cut off may both be stored.
const lost = postgres && postgres.orders < postgres.answeredOrders;
if (lost) console.error(`${postgres.answeredOrders - postgres.orders} answered orders not stored`);
const failed =
  postgres && ((place?.errors ?? 0) > 0 || postgres.ledgerCheck.exitCode !== 0 || lost);
const missed = [
  ...(b && place && place.perSecond < b.tps ? ['placement below B'] : []),
  ...(place && place.latencyMs.p99 > 50 ? ['placement p99 above 50 ms'] : []),
];
for (const m of missed) console.error(`target missed: ${m}`);
if (failed || missed.length > 0) process.exitCode = 1;
