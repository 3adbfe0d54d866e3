// The ledger's group commit without HTTP (bench/ledger/load.ts) against baseline B: how much
// of the wallet bench's gap to B is the ledger's, and how much the HTTP server's.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiNodeFlags } from '../../scripts/api-node-flags.mjs';
import { baselineB, ledgerCheck, pgUrl, progress, ratio, withAdmin } from '../lib/pg-bench.mjs';
import { root } from '../lib/util.mjs';

const { values } = parseArgs({
  options: {
    callers: { type: 'string', default: '50' },
    wallets: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '15' },
  },
});
const duration = Number(values.duration);
const b = await baselineB({
  connections: Number(values.callers),
  duration,
  wallets: Number(values.wallets),
});
progress('baseline B', b);

const name = `sorteo_bench_ledger_${Date.now()}`;
await withAdmin((a) => a.query(`create database ${name}`));
let ledger;
let check;
try {
  const run = spawnSync(
    process.execPath,
    [
      ...apiNodeFlags,
      '--import',
      'tsx',
      join(root, 'bench/ledger/load.ts'),
      ...['--callers', values.callers, '--wallets', values.wallets, '--duration', values.duration],
    ],
    {
      cwd: join(root, 'apps/api'),
      env: { ...process.env, DATABASE_URL: pgUrl(name) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (run.status !== 0) throw new Error(`bench/ledger/load.ts exited with ${run.status}`);
  ledger = JSON.parse(run.stdout.trim().split('\n').at(-1));
  check = ledgerCheck({ DATABASE_URL: pgUrl(name) });
} finally {
  await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
}
progress('ledger', ledger);
const summary = { baselineB: b, ledger, ratio: ratio(ledger.perSecond, b.tps), ledgerCheck: check };
console.log(JSON.stringify(summary, null, 2));
if (check.exitCode !== 0) process.exitCode = 1;
