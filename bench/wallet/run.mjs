// Wallet debit throughput: the ledger behind the HTTP API against baseline B, pgbench doing
// the same database work as one debit (an entry under a unique key, a wallet update).
import { PGlite } from '@electric-sql/pglite';
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
import { httpLoad } from '../lib/http-load.mjs';
import { startServer } from '../lib/server.mjs';
import { root, tempDir } from '../lib/util.mjs';
import { createOperator, debitLoad, fund, insertMembers, operatorToken } from './wallet-setup.mjs';

const { values } = parseArgs({
  options: {
    wallets: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    // Any of baseline, postgres, pglite, comma-separated.
    targets: { type: 'string', default: 'baseline,postgres,pglite' },
    // A folder for the server's CPU profile (cpu-profile.mjs), written when it stops.
    profile: { type: 'string' },
    // Any of ceiling, random, hot: the loads run after funding (e.g. one alone to profile it).
    phases: { type: 'string', default: 'ceiling,random,hot' },
    // Seconds of each load run first and not counted: the server's code is compiled and its
    // caches filled, as on a server that has been up, before the measured window opens.
    warmup: { type: 'string', default: '3' },
  },
});
const phases = new Set(values.phases.split(','));
const targets = new Set(values.targets.split(','));
const wallets = Number(values.wallets);
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const here = join(root, 'bench/wallet');
const serverEnv = (env) =>
  values.profile
    ? {
        ...env,
        BENCH_PROFILE_DIR: values.profile,
        NODE_OPTIONS: `--import ${join(here, 'cpu-profile.mjs')}`,
      }
    : env;

/** The HTTP and operator-auth ceiling: an authenticated admin GET that touches no money. */
async function ceilingLoad(url, token, seconds = duration) {
  const result = await httpLoad({
    url,
    connections,
    duration: seconds,
    request: () => ({
      method: 'GET',
      path: '/admin/me',
      headers: { authorization: `Bearer ${token}` },
    }),
  });
  return summarizeLoad(result, seconds);
}

async function measure(name, server, token, accounts) {
  const { url } = server;
  await fund(url, token, accounts, { connections });
  const loads = {
    ceiling: (seconds) => ceilingLoad(url, token, seconds),
    random: (seconds) =>
      debitLoad(url, token, () => accounts[Math.floor(Math.random() * accounts.length)], {
        connections,
        seconds,
      }),
    hot: (seconds) => debitLoad(url, token, () => accounts[0], { connections, seconds }),
  };
  const results = {};
  for (const [phase, load] of Object.entries(loads)) {
    if (!phases.has(phase)) continue;
    if (warmup > 0) await load(warmup);
    results[phase] = await withCpu(server, () => load(duration));
    progress(`${name} ${phase}${phase === 'ceiling' ? ' (GET /admin/me)' : ''}`, results[phase]);
  }
  return results;
}

async function onPostgres() {
  const name = `sorteo_bench_wallet_${Date.now()}`;
  await withAdmin((a) => a.query(`create database ${name}`));
  const env = { DATABASE_URL: pgUrl(name), RATE_LIMIT_MAX: '100000000' };
  let server;
  try {
    server = await startServer({ env: serverEnv(env) });
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const accounts = await insertMembers((text, params) => db.query(text, params), wallets);
    await db.end();
    createOperator({ DATABASE_URL: env.DATABASE_URL });
    const result = await measure(
      'postgres',
      { ...server, database: name },
      await operatorToken(server.url),
      accounts,
    );
    await server.stop();
    return { ...result, ledgerCheck: ledgerCheck({ DATABASE_URL: env.DATABASE_URL }) };
  } finally {
    await server?.stop();
    await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
  }
}

async function onPglite() {
  const dir = tempDir('bench-wallet-pglite');
  const env = { PGLITE_DIR: dir.path, RATE_LIMIT_MAX: '100000000' };
  try {
    // First start migrates and seeds the folder; PGlite is one process, so members and the
    // operator are written between two starts.
    await (await startServer({ env })).stop();
    const lite = new PGlite(dir.path);
    const accounts = await insertMembers((text, params) => lite.query(text, params), wallets);
    await lite.close();
    createOperator({ PGLITE_DIR: dir.path });
    const server = await startServer({ env: serverEnv(env) });
    let result;
    try {
      result = await measure('pglite', server, await operatorToken(server.url), accounts);
    } finally {
      await server.stop();
    }
    return { ...result, ledgerCheck: ledgerCheck({ PGLITE_DIR: dir.path }) };
  } finally {
    dir.remove();
  }
}

const onPostgresTarget = () => (targets.has('postgres') ? onPostgres() : null);
const { b, measured: postgres } = targets.has('baseline')
  ? await bracketedB({ connections, duration, wallets }, onPostgresTarget)
  : { b: null, measured: await onPostgresTarget() };
const pglite = targets.has('pglite') ? await onPglite() : null;
const summary = {
  at: new Date().toISOString(),
  machine: { cores: cpus().length, loadAverage: loadavg().map((l) => Number(l.toFixed(2))) },
  wallets,
  connections,
  durationSeconds: duration,
  warmupSeconds: warmup,
  ...(b ? { baselineB: b } : {}),
  ...(postgres ? { postgres } : {}),
  ratios: {
    randomVsB: ratio(postgres?.random?.perSecond, b?.tps),
    hotVsRandom: ratio(postgres?.hot?.perSecond, postgres?.random?.perSecond),
    randomVsCeiling: ratio(postgres?.random?.perSecond, postgres?.ceiling?.perSecond),
    pgliteVsPostgres: ratio(pglite?.random?.perSecond, postgres?.random?.perSecond),
  },
  ...(pglite ? { pglite } : {}),
};
console.log(JSON.stringify(summary, null, 2));
const failed = [postgres, pglite]
  .filter(Boolean)
  .some((r) => Object.values(r).some((phase) => phase.errors > 0) || r.ledgerCheck.exitCode !== 0);
// Issue 4's targets: random debits at least B with p99 within 50 ms, a hot wallet at least
// 0.9 of random.
const random = postgres?.random;
const hot = postgres?.hot;
const missed = [
  ...(b && random && random.perSecond < b.tps ? ['random debits below B'] : []),
  ...(random && random.latencyMs.p99 > 50 ? ['random debit p99 above 50 ms'] : []),
  ...(random && hot && hot.perSecond < 0.9 * random.perSecond
    ? ['hot wallet below 0.9 of random']
    : []),
];
for (const m of missed) console.error(`target missed: ${m}`);
if (failed || missed.length > 0) process.exitCode = 1;
