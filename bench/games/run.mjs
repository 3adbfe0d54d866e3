// The games benches (issue 25): the seamless wallet as a vendor calls it (a bet, then its
// win) and the lobby's game list over the generated library of 10,000 slots, both on
// PostgreSQL through the built API, against baseline B (the wallet bench's pgbench) taken
// before and after.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { withCpu } from '../lib/cpu.mjs';
import {
  bracketedB,
  ledgerCheck,
  pgUrl,
  progress,
  ratio,
  summarizeLoad,
  withAdmin,
} from '../lib/pg-bench.mjs';
import { startServer } from '../lib/server.mjs';
import {
  gameListCalls,
  prepareVendorSessions,
  seamlessCalls,
  VENDOR_SECRET,
} from './games-setup.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    // Any of seamless, list, comma-separated.
    phases: { type: 'string', default: 'seamless,list' },
    // Any of baseline, postgres.
    targets: { type: 'string', default: 'baseline,postgres' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const phases = new Set(values.phases.split(','));
const targets = new Set(values.targets.split(','));

async function onPostgres() {
  const name = `sorteo_bench_games_${Date.now()}`;
  await withAdmin((a) => a.query(`create database ${name}`));
  const env = {
    DATABASE_URL: pgUrl(name),
    RATE_LIMIT_MAX: '100000000',
    JOBS_ENABLED: 'false',
    SEED_BULK_GAMES: 'true',
    // No vendor process is needed: the bench plays the vendor's side itself.
    SANDBOX_VENDOR_URL: 'http://127.0.0.1:7996',
    SANDBOX_VENDOR_SECRET: VENDOR_SECRET,
  };
  let server;
  try {
    server = await startServer({ env });
    const setup = await prepareVendorSessions(env.DATABASE_URL, Number(values.members));
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    // The library is seeded unlisted, in the background after start; the lobby bench waits
    // for it and lists it.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await db.query(
        `select count(*)::int as n from game where vendor_code = 'BULK'`,
      );
      if (rows[0].n >= 10_000) break;
      if (Date.now() > deadline) throw new Error('the demo slot library was not seeded');
      await new Promise((r) => setTimeout(r, 200));
    }
    await db.query(`update merchant_vendor set enabled = true where vendor_code = 'BULK'`);
    const loads = {
      seamless: (seconds) => seamlessCalls(server.url, setup, { connections, seconds }),
      list: (seconds) => gameListCalls(server.url, { connections, seconds }),
    };
    const results = {};
    const measured = { ...server, database: name };
    for (const [phase, load] of Object.entries(loads)) {
      if (!phases.has(phase)) continue;
      if (warmup > 0) await load(warmup);
      results[phase] = await withCpu(measured, async () =>
        summarizeLoad(await load(duration), duration),
      );
      progress(`postgres ${phase}`, results[phase]);
    }
    // The vendor's takings are its rounds' stakes less their wins and refunds.
    const { rows } = await db.query(`
      select (select coalesce(sum(balance), 0) from ledger_account
                where kind = 'house:vendor:SBX')::text as house,
             (select coalesce(sum(stake - win - refunded), 0) from vendor_round)::text as rounds,
             (select count(*) from vendor_round)::int as round_count`);
    await db.end();
    // How often the ledger's fast ways gave way, by reason (docs/ledger.md).
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const gaveWay = Object.fromEntries(
      [...metrics.matchAll(/^sorteo_ledger_gave_way_total\{reason="([^"]+)"\} (\d+)/gm)]
        .filter((m) => m[2] !== '0')
        .map((m) => [m[1], Number(m[2])]),
    );
    const counted = (name) => Number(metrics.match(new RegExp(`^${name} (\\d+)`, 'm'))?.[1]);
    const batches = counted('sorteo_ledger_batches_total');
    const postings = counted('sorteo_ledger_postings_total');
    await server.stop();
    return {
      ...results,
      ledger: { batches, postingsPerBatch: Number((postings / batches).toFixed(1)), gaveWay },
      rounds: rows[0].round_count,
      houseMatchesRounds: rows[0].house === rows[0].rounds,
      ledgerCheck: ledgerCheck({ DATABASE_URL: env.DATABASE_URL }),
    };
  } finally {
    await server?.stop();
    await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
  }
}

const wallets = Number(values.members);
const onPostgresTarget = () => (targets.has('postgres') ? onPostgres() : null);
const { b, measured: postgres } = targets.has('baseline')
  ? await bracketedB({ connections, duration, wallets }, onPostgresTarget)
  : { b: null, measured: await onPostgresTarget() };
const summary = {
  at: new Date().toISOString(),
  machine: { cores: cpus().length, loadAverage: loadavg().map((l) => Number(l.toFixed(2))) },
  members: wallets,
  connections,
  durationSeconds: duration,
  warmupSeconds: warmup,
  ...(b ? { baselineB: b } : {}),
  ...(postgres ? { postgres } : {}),
  ratios: {
    seamlessVsB: ratio(postgres?.seamless?.perSecond, b?.tps),
    listVsB: ratio(postgres?.list?.perSecond, b?.tps),
  },
};
console.log(JSON.stringify(summary, null, 2));
// Issue 25's targets: wallet callbacks ≥ 1.0 × B with p99 ≤ 30 ms; the game list ≥ 3 × B
// with p99 ≤ 30 ms; every answer 2xx, the ledger check clean, the house equal to the rounds.
const seamless = postgres?.seamless;
const list = postgres?.list;
const missed = [
  ...(b && seamless && seamless.perSecond < b.tps ? ['wallet callbacks below B'] : []),
  ...(seamless && seamless.latencyMs.p99 > 30 ? ['wallet callback p99 above 30 ms'] : []),
  ...(b && list && list.perSecond < 3 * b.tps ? ['game list below 3 × B'] : []),
  ...(list && list.latencyMs.p99 > 30 ? ['game list p99 above 30 ms'] : []),
];
const failed =
  postgres &&
  (Object.values(postgres).some((p) => p && (p.non2xx > 0 || p.errors > 0)) ||
    postgres.ledgerCheck.exitCode !== 0 ||
    !postgres.houseMatchesRounds);
for (const m of missed) console.error(`target missed: ${m}`);
if (failed) console.error('failed: refused answers, ledger check or house against rounds');
if (failed || missed.length > 0) process.exitCode = 1;
