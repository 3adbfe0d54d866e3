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
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
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
const api = (path) => tsImport(join(root, 'apps/api/src', path), import.meta.url);

/**
 * Players straight in the database, each with a session token and money, and a 5D period
 * open for an hour: signing in and funding are not what is measured.
 */
async function prepare(url) {
  const { Kysely, PostgresDialect, sql } = await import('kysely');
  const { openSession } = await api('modules/members/sessions.service.ts');
  const { post } = await api('modules/ledger/ledger.service.ts');
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
  });
  try {
    const merchant = await db
      .selectFrom('merchant')
      .select(['id', 'code', 'currency'])
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow();
    const game = await db
      .selectFrom('lottery_game')
      .select(['id', 'limits'])
      .where('merchant_id', '=', merchant.id)
      .where('game_code', '=', '5D_5M')
      .executeTakeFirstOrThrow();
    const stake = game.limits.pos_digit.min;
    const run = randomBytes(3).toString('hex');
    await sql
      .raw(
        `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
           password_changed_at, created_at)
         select ${merchant.id}, 'bp${run}' || g, 'x', 'R${run}' || g, '192.0.2.1', now(), now()
         from generate_series(1, ${MEMBERS}) g`,
      )
      .execute(db);
    const members = await db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('account', 'like', `bp${run}%`)
      .execute();
    const tokens = [];
    const origin = { merchantId: merchant.id, ip: '192.0.2.1', userAgent: 'bench' };
    for (const m of members) tokens.push(await openSession(db, m.id, origin, new Date()));
    await Promise.all(
      members.map((m) =>
        post(db, {
          merchantId: merchant.id,
          currency: merchant.currency,
          key: `bench:${run}:${m.id}`,
          kind: 'deposit',
          legs: [
            { account: { house: 'clearing:deposits' }, amount: -stake * 100_000 },
            { account: { wallet: m.id }, amount: stake * 100_000 },
          ],
        }),
      ),
    );
    const periodNo = '20260101-0001';
    await db
      .insertInto('lottery_period')
      .values({
        merchant_id: merchant.id,
        game_id: game.id,
        period_no: periodNo,
        open_at: new Date(Date.now() - 1_000),
        close_at: new Date(Date.now() + 3_600_000),
        draw_at: new Date(Date.now() + 3_600_000),
        seed_hash: randomBytes(32).toString('hex'),
      })
      .execute();
    return { merchant: merchant.code, tokens, stake, periodNo };
  } finally {
    await db.destroy();
  }
}

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
  let n = 0;
  const run = randomBytes(4).toString('hex');
  const result = await httpLoad({
    url,
    connections,
    duration: seconds,
    request: () => {
      const token = setup.tokens[Math.floor(Math.random() * setup.tokens.length)];
      const pick = `${1 + Math.floor(Math.random() * 5)}:${Math.floor(Math.random() * 10)}`;
      return {
        method: 'POST',
        path: '/lgw/bets',
        headers: {
          'content-type': 'application/json',
          merchant: setup.merchant,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          gameCode: '5D_5M',
          periodNo: setup.periodNo,
          lines: [{ betType: 'pos_digit', picks: [pick], stake: setup.stake }],
          idempotencyKey: `bench-${run}-${n++}`,
        }),
      };
    },
  });
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
    const setup = await prepare(env.DATABASE_URL);
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
