// What the PostgreSQL benches share: the admin connection, throw-away databases, baseline B
// (pgbench doing the database work of one wallet debit, bench/wallet/baseline-*.sql), the
// ledger check after a run and the summary of an HTTP load (http-load.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { apiDist } from './server.mjs';
import { root, tempDir } from './util.mjs';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const progress = (what, result) => console.error(`${what}: ${JSON.stringify(result)}`);

export const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : undefined);

/** The URL of database `name` on the admin connection's server. */
export const pgUrl = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withAdmin(fn) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Baseline B: pgbench, `connections` clients over `wallets` wallets for `duration` seconds. */
export async function baselineB({ connections, duration, wallets }) {
  const walletBench = join(root, 'bench/wallet');
  const name = `sorteo_bench_b_${Date.now()}`;
  await withAdmin((a) => a.query(`create database ${name}`));
  const log = tempDir('pgbench-log');
  try {
    const target = new URL(pgUrl(name));
    const conn = ['-h', target.hostname, '-p', target.port || '5432', '-U', target.username];
    execFileSync('psql', [
      ...conn,
      '-q',
      '-d',
      name,
      '-f',
      join(walletBench, 'baseline-setup.sql'),
    ]);
    const out = execFileSync(
      'pgbench',
      [
        ...conn,
        '-n',
        '-c',
        String(connections),
        '-j',
        '2',
        '-T',
        String(duration),
        '-D',
        `wallets=${wallets}`,
        '-f',
        join(walletBench, 'baseline-debit.sql'),
        // Each transaction's latency, for B's own p99: the floor under the loads' tails.
        '-l',
        `--log-prefix=${join(log.path, 'b')}`,
        name,
      ],
      { encoding: 'utf8' },
    );
    return {
      tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
      latencyAverageMs: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]),
      latencyP99Ms: loggedP99(log.path),
    };
  } finally {
    log.remove();
    await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
  }
}

/** The 99th percentile of the latencies pgbench logged (third field, microseconds), in ms. */
function loggedP99(folder) {
  const micros = readdirSync(folder)
    .flatMap((f) => readFileSync(join(folder, f), 'utf8').split('\n'))
    .filter((line) => line !== '')
    .map((line) => Number(line.split(' ')[2]))
    .sort((a, b) => a - b);
  return Number((micros[Math.floor(micros.length * 0.99)] / 1000).toFixed(1));
}

/**
 * B on both sides of what it is compared with: `measure` runs between two pgbench runs, and B
 * is their mean. The machine's speed drifts by a third within minutes (bench/README.md), and a
 * single B taken a minute before the loads leans whichever way it drifted.
 */
export async function bracketedB(options, measure) {
  const before = await baselineB(options);
  progress('baseline B, before', before);
  const measured = await measure();
  const after = await baselineB(options);
  progress('baseline B, after', after);
  const mean = (a, b) => Number(((a + b) / 2).toFixed(1));
  return {
    b: {
      tps: mean(before.tps, after.tps),
      latencyAverageMs: mean(before.latencyAverageMs, after.latencyAverageMs),
      latencyP99Ms: mean(before.latencyP99Ms, after.latencyP99Ms),
      runs: [before.tps, after.tps].map((t) => Number(t.toFixed(1))),
    },
    measured,
  };
}

/** The built ledger check on the database `env` points at: its exit code and last line. */
export function ledgerCheck(env, dist = apiDist) {
  const result = spawnSync(process.execPath, [join(dist, 'ledger-check.js')], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return {
    exitCode: result.status,
    output: (result.stdout + result.stderr).trim().split('\n').at(-1),
  };
}

/** An HTTP load's result (http-load.mjs) of `duration` seconds as the benches report it. */
export const summarizeLoad = (result, duration) => ({
  perSecond: Number((result['2xx'] / duration).toFixed(1)),
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
});
