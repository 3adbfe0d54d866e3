// The agents benches (issue 26), on PostgreSQL through the built API and its modules:
// - every agent report for a root agent with 100,000 descendants and 30 days of rollups
//   (p95 of sequential calls);
// - the daily salary run for 100,000 agents against a bare 100,000-row INSERT … SELECT;
// - the rollup of 1,000,000 settled bets against a bare 1,000,000-row INSERT … SELECT.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { pgUrl, progress, ratio, withAdmin } from '../lib/pg-bench.mjs';
import { startServer } from '../lib/server.mjs';
import { median, root } from '../lib/util.mjs';
import {
  insertActivity,
  insertContracts,
  insertRollups,
  insertTree,
  markRolledUp,
} from './agents-setup.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    days: { type: 'string', default: '30' },
    bets: { type: 'string', default: '1000000' },
    // Settled lottery bets of the team over the days, with their ledger transactions.
    activity: { type: 'string', default: '300000' },
    calls: { type: 'string', default: '40' },
    phases: { type: 'string', default: 'reports,salary,rollup' },
    // Leaves the database in place (its name is printed) to look into a figure.
    keep: { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
const phases = new Set(values.phases.split(','));
const api = (path) => tsImport(join(root, 'apps/api/src', path), import.meta.url);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function timed(work) {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Median of three bare INSERT … SELECTs of `rows` rows into a table with no index. */
async function bareInsert(db, rows) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    await db.query('drop table if exists bench_bare');
    await db.query(
      'create table bench_bare (id bigint, member_id integer, amount bigint, basis jsonb)',
    );
    times.push(
      await timed(() =>
        db.query(
          `insert into bench_bare select g, g % 100000, g * 7, '{"a":1}'::jsonb
           from generate_series(1, $1) g`,
          [rows],
        ),
      ),
    );
  }
  await db.query('drop table bench_bare');
  return median(times);
}

/**
 * The least a payout run writes for `rows` agents, as bare INSERT … SELECTs (no locks, no
 * look-ups, no computation) into copies of the real tables with their indexes: a payout row,
 * a ledger transaction, two entries and a wallet event per agent, and a new balance for each
 * wallet. Median of three, in ms.
 */
async function floorWrites(db, rows) {
  const tables = ['agent_payout', 'ledger_transaction', 'ledger_entry', 'wallet_event'];
  const times = [];
  for (let i = 0; i < 3; i++) {
    for (const table of [...tables, 'ledger_account']) {
      await db.query(`drop table if exists bench_floor_${table}`);
      await db.query(
        `create table bench_floor_${table} (like ${table} including defaults including identity including indexes)`,
      );
    }
    await db.query(
      `insert into bench_floor_ledger_account (id, merchant_id, currency, kind, member_id, balance)
       overriding system value
       select g, 1, 'VND', 'wallet', g, 0 from generate_series(1, $1) g`,
      [rows],
    );
    await db.query('analyze bench_floor_ledger_account');
    times.push(
      await timed(async () => {
        await db.query('begin');
        await db.query(
          `insert into bench_floor_agent_payout (merchant_id, member_id, contract_id, kind,
             period_start, period_end, amount, basis)
           select 1, g, g, 'daily_salary', now(), now(), g % 1000,
             '{"teamValidBet":1,"activeMembers":1,"tier":1,"rate":1}'::jsonb
           from generate_series(1, $1) g`,
          [rows],
        );
        await db.query(
          `insert into bench_floor_ledger_transaction (id, merchant_id, idempotency_key,
             payload_hash, kind, status, currency, memo, reference)
           overriding system value
           select g, 1, 'daily_salary:' || g || ':2026-11-29', md5(g::text), 'salary',
             'committed', 'VND', 'daily_salary', 'contract:' || g
           from generate_series(1, $1) g`,
          [rows],
        );
        await db.query(
          `insert into bench_floor_ledger_entry (merchant_id, transaction_id, account_id, amount,
             balance_after)
           select 1, g / 2 + 1, case when g % 2 = 0 then 0 else g / 2 + 1 end, g % 1000, g
           from generate_series(0, 2 * $1 - 1) g`,
          [rows],
        );
        await db.query(
          `insert into bench_floor_wallet_event (merchant_id, member_id, currency, balance,
             transaction_id)
           select 1, g, 'VND', g, g from generate_series(1, $1) g`,
          [rows],
        );
        await db.query(`update bench_floor_ledger_account set balance = balance + 1`);
        await db.query('commit');
      }),
    );
  }
  for (const table of [...tables, 'ledger_account']) {
    await db.query(`drop table bench_floor_${table}`);
  }
  return median(times);
}

async function reports(server, token, days) {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const range = `from=${from}&to=${today}`;
  const calls = {
    overview: `/wps/agent/overview?${range}`,
    team: '/wps/agent/team?pageSize=20',
    teamBets: `/wps/agent/team/bets?${range}`,
    teamRounds: `/wps/agent/team/rounds?${range}`,
    teamProfit: `/wps/agent/team/profit?${range}`,
    income: `/wps/agent/income?${range}`,
    transactions: `/wps/agent/team/transactions?${range}`,
    ownProfit: `/wps/wallet/profit?${range}`,
  };
  const headers = { merchant: 'SORTEO', authorization: `Bearer ${token}` };
  const results = {};
  for (const [name, path] of Object.entries(calls)) {
    const times = [];
    for (let i = 0; i < 3 + Number(values.calls); i++) {
      let status = 0;
      const ms = await timed(async () => {
        const res = await fetch(server.url + path, { headers });
        status = res.status;
        await res.arrayBuffer();
      });
      if (status !== 200) throw new Error(`${name}: HTTP ${status}`);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    results[name] = {
      p50Ms: Number(percentile(times, 0.5).toFixed(1)),
      p95Ms: Number(percentile(times, 0.95).toFixed(1)),
      met: percentile(times, 0.95) <= 50,
    };
    progress(`report ${name}`, results[name]);
  }
  return results;
}

async function main() {
  const name = `sorteo_bench_agents_${Date.now()}`;
  await withAdmin((a) => a.query(`create database ${name}`));
  const url = pgUrl(name);
  const env = { DATABASE_URL: url, RATE_LIMIT_MAX: '100000000', JOBS_ENABLED: 'false' };
  const server = await startServer({ env });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { Kysely, PostgresDialect } = await import('kysely');
  const kysely = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }),
  });
  const out = { members, days: Number(values.days) };
  try {
    const merchant = (
      await db.query(
        `select id, currency, currency_exponent, time_zone from merchant where code = 'SORTEO'`,
      )
    ).rows[0];
    let t = Date.now();
    const rootId = await insertTree(db, { merchantId: merchant.id, members, level1: 100 });
    await insertRollups(db, {
      merchantId: merchant.id,
      currency: merchant.currency,
      root: rootId,
      days: Number(values.days),
    });
    if (phases.has('reports')) {
      await insertActivity(db, {
        merchantId: merchant.id,
        currency: merchant.currency,
        root: rootId,
        days: Number(values.days),
        bets: Number(values.activity),
      });
    }
    await markRolledUp(db);
    progress('setup', { seconds: (Date.now() - t) / 1000 });

    if (phases.has('reports')) {
      const { openSession } = await api('modules/members/sessions.service.ts');
      const origin = { merchantId: merchant.id, ip: '192.0.2.1', userAgent: 'bench' };
      const token = await openSession(kysely, rootId, origin, new Date());
      out.reports = await reports(server, token, Number(values.days));
    }

    if (phases.has('salary')) {
      await insertContracts(db, { merchantId: merchant.id, root: rootId });
      await db.query('analyze agent_contract');
      const { runRollup } = await api('modules/rollups/index.ts');
      await runRollup(kysely);
      const { payPeriod, previewPeriod } = await api('modules/agent-contracts/payouts.service.ts');
      const bare = await bareInsert(db, members);
      const { rows } = await db.query(
        `select date_trunc('day', now()) - interval '1 day' as start,
           date_trunc('day', now()) as "end"`,
      );
      const period = {
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'daily_salary',
        dividendPeriod: null,
        start: rows[0].start,
        end: rows[0].end,
        activeBet: 10_000,
      };
      // Where the time goes: the computation alone, writing nothing.
      const compute = await timed(() => previewPeriod(kysely, period));
      let outcome;
      const run = await timed(async () => {
        outcome = await kysely.transaction().execute((trx) => payPeriod(trx, period));
      });
      const bareAfter = await bareInsert(db, members);
      // What the rule of one ledger transaction per payout writes at the least.
      const floor = await floorWrites(db, members);
      out.salary = {
        agents: outcome.agents,
        paid: outcome.amount,
        runMs: Math.round(run),
        computeMs: Math.round(compute),
        floorWritesMs: Math.round(floor),
        bareInsertMs: Math.round(median([bare, bareAfter])),
        ratio: ratio(run, median([bare, bareAfter])),
        floorRatio: ratio(floor, median([bare, bareAfter])),
      };
      out.salary.met = out.salary.ratio <= 3;
      progress('salary', out.salary);
    }

    if (phases.has('rollup')) {
      const { runRollup } = await api('modules/rollups/index.ts');
      await runRollup(kysely);
      const bets = Number(values.bets);
      const game = (
        await db.query(`select id from lottery_game where merchant_id = $1 limit 1`, [merchant.id])
      ).rows[0];
      t = Date.now();
      const period = (
        await db.query(
          `insert into lottery_period (merchant_id, game_id, period_no, open_at, close_at, draw_at,
             seed_hash, status, result)
           values ($1, $2, '20990101-' || lpad(($3::bigint % 10000)::text, 4, '0'), now() - interval '5 minutes', now() - interval '2 minutes',
             now() - interval '1 minute', repeat('0', 64), 'drawn', '{}'::jsonb)
           returning id`,
          [merchant.id, game.id, Date.now()],
        )
      ).rows[0].id;
      await db.query(
        `with ids as (
           select array_agg(descendant_id order by descendant_id) as a
           from member_upline_closure where ancestor_id = $6 and depth >= 1
         )
         insert into lottery_bet (order_id, merchant_id, member_id, period_id, game_id, bet_type,
           pick, stake, odds, currency, status, payout, settled_at)
         select g, $1, ids.a[1 + g % array_length(ids.a, 1)], $2, $3, 'big_small', 'big',
           1000 + g % 9000, 198, $4, case when g % 2 = 0 then 'won' else 'lost' end,
           case when g % 2 = 0 then 2000 else 0 end, now()
         from generate_series(1, $5) g, ids`,
        [merchant.id, period, game.id, merchant.currency, bets, rootId],
      );
      await db.query(
        `update lottery_period set status = 'settled', settled_at = now() where id = $1`,
        [period],
      );
      progress('bets inserted', { bets, seconds: (Date.now() - t) / 1000 });
      // The phases before wrote much: their writes go to disk now, not during the timings.
      await db.query('checkpoint');
      const bare = await bareInsert(db, bets);
      let hours = 0;
      const fill = await timed(async () => {
        hours = await runRollup(kysely);
      });
      const bareAfter = await bareInsert(db, bets);
      out.rollup = {
        bets,
        memberHours: hours,
        fillMs: Math.round(fill),
        bareInsertMs: Math.round(median([bare, bareAfter])),
        ratio: ratio(fill, median([bare, bareAfter])),
      };
      out.rollup.met = out.rollup.ratio <= 3;
      progress('rollup', out.rollup);
    }
    console.log(JSON.stringify(out, null, 2));
  } finally {
    await db.end();
    await kysely.destroy();
    await server.stop();
    if (values.keep) progress('kept', { database: name });
    else await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
  }
}

await main();
