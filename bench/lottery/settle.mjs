// Lottery settlement: one drawn period holding --bets bets of --members players, settled by
// the app's settlePeriod (apps/api/src/modules/lottery-settlement), against a bare
// `INSERT … SELECT generate_series` of as many rows of the same width in the same database.
// Target: settlement ≤ 3.5 × the bare insert.
//
//   node bench/lottery/settle.mjs [--bets 1000000] [--members 10000] [--runs 1] [--keep]
//
// Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): a
// throw-away database is created, migrated and dropped (kept with --keep).
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { median, root } from '../lib/util.mjs';

const { values } = parseArgs({
  options: {
    bets: { type: 'string', default: '1000000' },
    members: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    // Skip the VACUUM ANALYZE of the bets before settling (as if autovacuum had not run yet).
    'no-vacuum': { type: 'boolean', default: false },
  },
});
const BETS = Number(values.bets);
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const api = (path) => tsImport(join(root, 'apps/api/src', path), import.meta.url);
const progress = (message) => console.error(`[settle] ${message}`);

const { migrateToLatest } = await api('db/migrate.ts');
const { provisionMerchant } = await api('modules/merchants/provision.ts');
const { settlePeriod } = await api('modules/lottery-settlement/settlement.service.ts');
const { checkLedger } = await api('modules/ledger/ledger-check.ts');
const { postWithin } = await api('modules/ledger/ledger.service.ts');
const { Kysely, PostgresDialect, sql } = await import('kysely');

// Each statement's time while settlePeriod runs, for the breakdown printed with the result.
let trace = null;
const createDb = ({ url }) =>
  new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    log: (event) => {
      if (trace && event.level === 'query') {
        trace.push({
          ms: Number(event.queryDurationMillis.toFixed(1)),
          sql: event.query.sql.replace(/\s+/g, ' ').trim().slice(0, 70),
        });
      }
    },
  });

async function admin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;
async function timed(work) {
  const start = process.hrtime.bigint();
  const result = await work();
  return { seconds: seconds(start), result };
}

// The bets: each player holds BETS / MEMBERS bets over the 5D bet types, 74 distinct picks,
// stakes 100–10,099 minor units; the expressions are shared with the baseline insert.
const betColumns = `order_id, merchant_id, member_id, period_id, game_id, bet_type, pick,
  stake, odds, cost_units, currency`;
const betSelect = (orderBase, merchantId, memberBase, periodId, gameId) => `
  select ${orderBase} + (g % ${MEMBERS}), ${merchantId}, ${memberBase} + (g % ${MEMBERS}),
    ${periodId}, ${gameId},
    (array['pos_digit','pos_digit','pos_big_small','pos_odd_even','sum_big_small','sum_odd_even'])[1 + (g / ${MEMBERS}) % 6],
    case (g / ${MEMBERS}) % 6
      when 0 then (1 + g % 5)::text || ':' || ((g / 7) % 10)::text
      when 1 then (1 + g % 5)::text || ':' || ((g / 11) % 10)::text
      when 2 then (1 + g % 5)::text || ':' || (array['big','small'])[1 + (g / 3) % 2]
      when 3 then (1 + g % 5)::text || ':' || (array['odd','even'])[1 + (g / 3) % 2]
      when 4 then (array['big','small'])[1 + (g / 3) % 2]
      else (array['odd','even'])[1 + (g / 3) % 2] end,
    100 + (g::bigint * 7919) % 10000,
    case when (g / ${MEMBERS}) % 6 < 2 then 970 else 194 end,
    1, 'USD'
  from generate_series(0, ${BETS - 1}) g`;

async function oneRun(run) {
  const name = `sorteo_bench_settle_${Date.now()}_${run}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await createDb({ kind: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(db);
    const merchant = await db.transaction().execute((trx) =>
      provisionMerchant(trx, {
        code: `BENCH${run}`,
        name: 'Bench Casino',
        currency: 'USD',
        currencyExponent: 2,
        timeZone: 'UTC',
        defaultLanguage: 'en',
        supportedLanguages: ['en'],
      }),
    );
    const merchantId = merchant.id;
    const game = await db
      .selectFrom('lottery_game')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', '5D_1M')
      .executeTakeFirstOrThrow();

    progress(`${MEMBERS} members, one order each, ${BETS} bets`);
    await sql
      .raw(
        `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
           password_changed_at, created_at)
         select ${merchantId}, 'bench' || g, 'x', 'R' || g, '192.0.2.1', now(), now()
         from generate_series(1, ${MEMBERS}) g`,
      )
      .execute(db);
    const { rows: memberRows } = await sql
      .raw(`select min(id) as base from member where merchant_id = ${merchantId}`)
      .execute(db);
    const memberBase = Number(memberRows[0].base);
    const { rows: periodRows } = await sql
      .raw(
        `insert into lottery_period (merchant_id, game_id, period_no, open_at, close_at, draw_at,
           status, result, drawn_at)
         values (${merchantId}, ${game.id}, '20260101-0001', now() - interval '2 minutes',
           now() - interval '70 seconds', now() - interval '1 minute', 'drawn',
           '{"family":"5D","digits":[3,1,4,1,5]}', now())
         returning id`,
      )
      .execute(db);
    const periodId = Number(periodRows[0].id);
    const { rows: orderRows } = await sql
      .raw(
        `insert into lottery_order (merchant_id, member_id, period_id, idempotency_key,
           request_hash, total_stake, currency)
         select ${merchantId}, ${memberBase} + g, ${periodId}, 'bench', 'x', 1, 'USD'
         from generate_series(0, ${MEMBERS - 1}) g
         returning id`,
      )
      .execute(db);
    const orderBase = Math.min(...orderRows.map((r) => Number(r.id)));
    const insertBets = await timed(() =>
      sql
        .raw(
          `insert into lottery_bet (${betColumns}) ${betSelect(orderBase, merchantId, memberBase, periodId, game.id)}`,
        )
        .execute(db),
    );
    progress(
      `bets inserted into lottery_bet (with its indexes) in ${insertBets.seconds.toFixed(2)} s`,
    );

    // The stakes, already taken: one posting of their total into house:bets.
    const { rows: totalRows } = await sql
      .raw(`select sum(stake) as total from lottery_bet where period_id = ${periodId}`)
      .execute(db);
    const total = Number(totalRows[0].total);
    await db.transaction().execute((trx) =>
      postWithin(trx, {
        merchantId,
        currency: 'USD',
        key: `bench:${periodId}:stakes`,
        kind: 'bet_place',
        legs: [
          { account: { house: 'clearing:deposits' }, amount: -total },
          { account: { house: 'house:bets' }, amount: total },
        ],
      }),
    );

    // Every player has a wallet (it paid the stakes), empty here.
    await sql
      .raw(
        `insert into ledger_account (merchant_id, currency, kind, member_id)
         select ${merchantId}, 'USD', 'wallet', id from member where merchant_id = ${merchantId}`,
      )
      .execute(db);

    // Baseline: the bare insert of as many rows of the same columns, no index, no key.
    await sql
      .raw(`create table bench_baseline (like lottery_bet including defaults including identity)`)
      .execute(db);
    if (!values['no-vacuum']) await sql.raw('vacuum analyze lottery_bet').execute(db);
    // The baseline runs right before and right after the settlement (into an empty table
    // each time) and their mean is the reference, so a change of the shared machine's load
    // during the run weighs on both sides alike.
    const bareInsert = async (when) => {
      await sql.raw('truncate bench_baseline').execute(db);
      await sql.raw('checkpoint').execute(db);
      const { seconds } = await timed(() =>
        sql
          .raw(
            `insert into bench_baseline (${betColumns}) ${betSelect(orderBase, merchantId, memberBase, periodId, game.id)}`,
          )
          .execute(db),
      );
      progress(`baseline ${when}: ${BETS} rows by INSERT … SELECT in ${seconds.toFixed(2)} s`);
      return seconds;
    };
    const before = await bareInsert('before');

    await sql.raw('checkpoint').execute(db);
    trace = [];
    const settle = await timed(() => settlePeriod(db, periodId));
    const statements = trace;
    trace = null;
    progress(`settlePeriod: ${settle.seconds.toFixed(2)} s ${JSON.stringify(settle.result)}`);
    for (const s of statements) progress(`  ${String(s.ms).padStart(9)} ms  ${s.sql}`);
    const after = await bareInsert('after');
    const baseline = { seconds: (before + after) / 2, before, after };

    const check = await checkLedger(db);
    if (check.problems.length) throw new Error(`ledger: ${JSON.stringify(check.problems)}`);
    const { rows: counts } = await sql
      .raw(
        `select count(*) filter (where status = 'won') as won,
           count(*) filter (where status = 'lost') as lost,
           count(*) filter (where status = 'open') as open
         from lottery_bet where period_id = ${periodId}`,
      )
      .execute(db);
    const { rows: txRows } = await sql
      .raw(`select count(*) as n from ledger_transaction where reference = 'period:${periodId}'`)
      .execute(db);
    return {
      settle: settle.seconds,
      baseline: baseline.seconds,
      baselineBefore: baseline.before,
      baselineAfter: baseline.after,
      insertBets: insertBets.seconds,
      won: Number(counts[0].won),
      lost: Number(counts[0].lost),
      open: Number(counts[0].open),
      transactions: Number(txRows[0].n),
      statements,
      ledger: `${check.accounts} accounts, ${check.transactions} transactions, ${check.entries} entries, sound`,
    };
  } finally {
    await db.destroy();
    if (!values.keep) await admin(`drop database if exists ${name} with (force)`);
    else progress(`kept database ${name}`);
  }
}

const runs = [];
for (let run = 1; run <= RUNS; run += 1) runs.push(await oneRun(run));
const settleS = median(runs.map((r) => r.settle));
const baselineS = median(runs.map((r) => r.baseline));
const { rows: version } = await admin('show server_version');
const report = {
  date: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  postgres: version[0].server_version,
  loadAverage: loadavg()
    .map((n) => n.toFixed(2))
    .join(' '),
  bets: BETS,
  members: MEMBERS,
  runs: runs.length,
  vacuumed: !values['no-vacuum'],
  settleSeconds: Number(settleS.toFixed(3)),
  baselineSeconds: Number(baselineS.toFixed(3)),
  ratio: Number((settleS / baselineS).toFixed(2)),
  target: 3.5,
  met: settleS / baselineS <= 3.5,
  perRunRatio: runs.map((r) => Number((r.settle / r.baseline).toFixed(2))),
  perRun: runs,
  commit: execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim(),
};
console.log(JSON.stringify(report, null, 2));
if (!report.met) process.exitCode = 1;
