import { drawResult, seedHashOf, type LotteryFamily } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { createDb, type Db } from '../../db/connection.js';
import { runJob, startJobs } from '../../jobs/job-runner.js';
import { createPeriodsJob, drawPeriodsJob } from './period-jobs.js';
import { findPeriodById, markDrawn } from './periods.repo.js';
import { createUpcomingPeriods, drawDuePeriods } from './periods.service.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const onPostgres = process.env.SORTEO_TEST_DB === 'postgres';
const minutes = (n: number) => n * 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The merchant's periods with their game, in draw order. */
function periodsOf(db: Db, merchantId: number) {
  return db
    .selectFrom('lottery_period as p')
    .innerJoin('lottery_game as g', 'g.id', 'p.game_id')
    .select([
      'p.id',
      'p.period_no',
      'p.open_at',
      'p.close_at',
      'p.draw_at',
      'p.status',
      'p.seed',
      'p.seed_hash',
      'p.result',
      'p.drawn_at',
      'g.game_code',
      'g.family',
    ])
    .where('p.merchant_id', '=', merchantId)
    .orderBy('p.draw_at')
    .orderBy('p.id')
    .execute();
}
type PeriodOf = Awaited<ReturnType<typeof periodsOf>>[number];

/** Runs the draw job until it has nothing left (it draws a batch per run). */
async function drawAll(db: Db, now: Date): Promise<void> {
  for (;;) {
    const outcome = await runJob(db, drawPeriodsJob, now);
    if (!outcome.ran || !outcome.summary) return;
  }
}

const countByGame = (periods: PeriodOf[]) =>
  periods.reduce<Record<string, number>>((counts, p) => {
    counts[p.game_code] = (counts[p.game_code] ?? 0) + 1;
    return counts;
  }, {});

/** The result a self-drawn period must have: the fair draw of its committed seed. */
function expectFairlyDrawn(p: PeriodOf) {
  expect(p.status).toBe('drawn');
  expect(seedHashOf(hex(p.seed!))).toBe(p.seed_hash);
  expect(p.result).toEqual(
    drawResult(p.family as LotteryFamily, hex(p.seed!), p.game_code, p.period_no),
  );
}

describe('making periods ahead', () => {
  it('gives every game of a new merchant its coming periods, self-drawn ones with a committed seed', async () => {
    const merchant = await createMerchant(ctx.db);
    // 10:00:30 in New York, the merchant's zone; 22:00:30 in Hanoi.
    const now = new Date('2031-03-12T14:00:30Z');
    await runJob(ctx.db, createPeriodsJob, now);

    const periods = await periodsOf(ctx.db, merchant.id);
    expect(countByGame(periods)).toEqual({
      VN_MB: 2,
      VN_1M: 15,
      '5D_1M': 15,
      K3_1M: 15,
      VN_3M: 11,
      '5D_3M': 11,
      K3_3M: 11,
      VN_5M: 11,
      '5D_5M': 11,
    });
    const oneMinute = periods.filter((p) => p.game_code === '5D_1M');
    expect(oneMinute[0]).toMatchObject({ period_no: '20310312-0601', status: 'pending' });
    expect(new Date(oneMinute[0]!.close_at).getTime()).toBeGreaterThan(now.getTime());
    expect(new Date(oneMinute[0]!.open_at).getTime()).toBeLessThanOrEqual(now.getTime());

    for (const p of periods.filter((p) => p.game_code !== 'VN_MB')) {
      expect(p.seed).toHaveLength(32);
      expect(seedHashOf(hex(p.seed!))).toBe(p.seed_hash);
      expect(p.result).toBeNull();
    }
    const hashes = periods.filter((p) => p.seed_hash !== null).map((p) => p.seed_hash);
    expect(new Set(hashes).size).toBe(periods.length - 2);

    // Miền Bắc: Hanoi has passed today's 18:15, so tomorrow's and the day after's.
    const vnmb = periods.filter((p) => p.game_code === 'VN_MB');
    expect(vnmb.map((p) => [p.period_no, new Date(p.draw_at).toISOString(), p.seed])).toEqual([
      ['20310313-0001', '2031-03-13T11:15:00.000Z', null],
      ['20310314-0001', '2031-03-14T11:15:00.000Z', null],
    ]);
  });

  it('makes nothing twice, only the periods coming into range, and none for a disabled game', async () => {
    const merchant = await createMerchant(ctx.db);
    await ctx.db
      .updateTable('lottery_game')
      .set({ enabled: false })
      .where('merchant_id', '=', merchant.id)
      .where('game_code', '=', 'K3_3M')
      .execute();
    const now = new Date('2031-04-02T14:00:30Z');
    await runJob(ctx.db, createPeriodsJob, now);
    const first = await periodsOf(ctx.db, merchant.id);
    await runJob(ctx.db, createPeriodsJob, now);
    expect(await periodsOf(ctx.db, merchant.id)).toEqual(first);

    await runJob(ctx.db, createPeriodsJob, at(now, minutes(2)));
    const later = await periodsOf(ctx.db, merchant.id);
    const added = later.filter((p) => !first.some((f) => f.id === p.id));
    expect(countByGame(added)).toEqual({ VN_1M: 2, '5D_1M': 2, K3_1M: 2 });
    expect(later.some((p) => p.game_code === 'K3_3M')).toBe(false);
    // The seeds already committed did not change.
    for (const p of first) {
      expect(later.find((l) => l.id === p.id)!.seed_hash).toBe(p.seed_hash);
    }
  });

  it('after downtime restarts from now and makes no period nobody could bet on', async () => {
    const merchant = await createMerchant(ctx.db);
    const before = new Date('2031-05-06T14:00:30Z');
    await runJob(ctx.db, createPeriodsJob, before);
    const back = at(before, minutes(120));
    await runJob(ctx.db, createPeriodsJob, back);

    const oneMinute = (await periodsOf(ctx.db, merchant.id)).filter((p) => p.game_code === 'VN_1M');
    const made = oneMinute.filter((p) => new Date(p.draw_at) > back);
    expect(made[0]!.period_no).toBe('20310506-0721');
    expect(new Date(made[0]!.open_at).getTime()).toBeLessThanOrEqual(back.getTime());
    // Nothing between the first batch and now.
    const gap = oneMinute.filter(
      (p) => new Date(p.draw_at) > at(before, minutes(15)) && new Date(p.draw_at) <= back,
    );
    expect(gap).toEqual([]);
  });
});

describe('drawing', () => {
  it('draws each due self-drawn period from its committed seed, once, and leaves the rest', async () => {
    const merchant = await createMerchant(ctx.db);
    const now = new Date('2031-06-10T14:00:30Z');
    await runJob(ctx.db, createPeriodsJob, now);
    const drawTime = at(now, minutes(3) + 1_000);
    await drawAll(ctx.db, drawTime);

    const periods = await periodsOf(ctx.db, merchant.id);
    const due = periods.filter((p) => new Date(p.draw_at) <= drawTime && p.game_code !== 'VN_MB');
    // 10:01, 10:02, 10:03 for the three 1-minute games; 10:03 for the three 3-minute ones.
    expect(due).toHaveLength(12);
    for (const p of due) {
      expectFairlyDrawn(p);
      expect(new Date(p.drawn_at!).getTime()).toBe(drawTime.getTime());
    }
    const notDue = periods.filter((p) => !due.includes(p));
    expect(notDue.every((p) => p.status === 'pending' && p.result === null)).toBe(true);

    await runJob(ctx.db, drawPeriodsJob, at(drawTime, 500));
    const again = await periodsOf(ctx.db, merchant.id);
    for (const p of due) expect(again.find((a) => a.id === p.id)).toEqual(p);
  });

  it('draws the periods missed while no process ran, with the seeds committed before', async () => {
    const merchant = await createMerchant(ctx.db);
    const now = new Date('2031-07-01T14:00:30Z');
    await runJob(ctx.db, createPeriodsJob, now);
    const committed = await periodsOf(ctx.db, merchant.id);

    // Down for an hour: the creation job ran nothing, the draw job catches up on return.
    const back = at(now, minutes(60));
    await drawAll(ctx.db, back);
    const drawn = await periodsOf(ctx.db, merchant.id);
    const selfDrawn = drawn.filter((p) => p.game_code !== 'VN_MB');
    expect(selfDrawn).toHaveLength(committed.length - 2);
    for (const p of selfDrawn) {
      expectFairlyDrawn(p);
      expect(p.seed_hash).toBe(committed.find((c) => c.id === p.id)!.seed_hash);
    }
    expect(drawn.filter((p) => p.game_code === 'VN_MB').map((p) => p.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('draws every period exactly once when two processes draw at the same time', async () => {
    const merchant = await createMerchant(ctx.db);
    const now = new Date('2031-08-01T14:00:30Z');
    await runJob(ctx.db, createPeriodsJob, now);
    // A second connection pool to the same database, as another API process has.
    const other = onPostgres ? await createDb(ctx.config.database) : ctx.db;
    try {
      const drawTime = at(now, minutes(30));
      // Bypass the jobs' lock: the statements alone must keep each draw single.
      const drawer = async (db: Db) => {
        let drawn = 0;
        for (;;) {
          const batch = await db.transaction().execute((trx) => drawDuePeriods(trx, drawTime));
          if (batch === 0) return drawn;
          drawn += batch;
        }
      };
      const rounds = await Promise.all([ctx.db, other, ctx.db, other].map(drawer));
      const periods = await periodsOf(ctx.db, merchant.id);
      const selfDrawn = periods.filter((p) => p.game_code !== 'VN_MB');
      const due = selfDrawn.filter((p) => new Date(p.draw_at) <= drawTime);
      expect(due.length).toBeGreaterThan(60);
      for (const p of due) expectFairlyDrawn(p);
      for (const p of selfDrawn.filter((p) => !due.includes(p))) expect(p.status).toBe('pending');
      // Every drawn period (of every merchant) was drawn by exactly one of the four.
      const { count } = await ctx.db
        .selectFrom('lottery_period')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', 'drawn')
        .where('drawn_at', '=', drawTime)
        .executeTakeFirstOrThrow();
      expect(rounds.reduce((a, b) => a + b, 0)).toBe(Number(count));
      expect(Number(count)).toBeGreaterThanOrEqual(due.length);
    } finally {
      if (other !== ctx.db) await other.destroy();
    }
  });

  it('two job loops on one database draw each period once as time passes', async () => {
    const merchant = await createMerchant(ctx.db);
    const start = new Date('2031-09-01T14:00:30Z');
    await runJob(ctx.db, createPeriodsJob, start);
    const other = onPostgres ? await createDb(ctx.config.database) : ctx.db;
    // Simulated clocks running 20 minutes a second, so a loop of 20 ms covers 24 s.
    const began = Date.now();
    const clock = () => at(start, (Date.now() - began) * 1200);
    const quick = (job: typeof drawPeriodsJob) => ({ ...job, everyMs: 20 });
    const log = { info: () => {}, error: (o: object) => errors.push(o) };
    const errors: object[] = [];
    const loops = [ctx.db, other].map((db) => startJobs(db, [quick(drawPeriodsJob)], log, clock));
    try {
      const end = at(start, minutes(16));
      while (clock() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await Promise.all(loops.map((l) => l.stop()));
      if (other !== ctx.db) await other.destroy();
    }
    expect(errors).toEqual([]);
    const selfDrawn = (await periodsOf(ctx.db, merchant.id)).filter(
      (p) => p.game_code !== 'VN_MB' && new Date(p.draw_at) <= at(start, minutes(15)),
    );
    expect(selfDrawn.length).toBeGreaterThan(40);
    for (const p of selfDrawn) expectFairlyDrawn(p);
  });
});

describe('what the jobs write and tell', () => {
  it('stamps a change with the time it is written, not when its transaction began', async () => {
    const merchant = await createMerchant(ctx.db);
    const now = new Date('2033-01-10T15:00:30Z');
    const epoch = (value: Date | string) => new Date(value).getTime();
    const stampOf = async (db: Db, id: string | number) =>
      epoch((await findPeriodById(db, id))!.updated_at);
    const times = await ctx.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ began: Date }>`select now() as began`.execute(trx);
      await sql`select pg_sleep(0.3)`.execute(trx);
      await createUpcomingPeriods(trx, now);
      const [first] = (await periodsOf(trx, merchant.id)).filter((p) => p.game_code === 'K3_1M');
      const created = await stampOf(trx, first!.id);
      await sql`select pg_sleep(0.3)`.execute(trx);
      await markDrawn(trx, [{ id: first!.id, result: { family: 'K3', dice: [1, 2, 3] } }], now);
      return { began: epoch(rows[0]!.began), created, drawn: await stampOf(trx, first!.id) };
    });
    // A long transaction commits times the live feed has not passed yet.
    expect(times.created - times.began).toBeGreaterThanOrEqual(300);
    expect(times.drawn - times.created).toBeGreaterThanOrEqual(300);
  });

  it('tells of a game whose settings give no schedule once, not on every run', async () => {
    const merchant = await createMerchant(ctx.db);
    const setClose = (closeSeconds: number) =>
      ctx.db
        .updateTable('lottery_game')
        .set({ close_seconds: closeSeconds })
        .where('merchant_id', '=', merchant.id)
        .where('game_code', '=', 'K3_1M')
        .execute();
    const told = async (now: Date) => {
      const outcome = await runJob(ctx.db, createPeriodsJob, now);
      const summary = outcome.ran ? (outcome.summary ?? '') : '';
      return summary.includes('(K3_1M) has no schedule');
    };
    const now = new Date('2033-02-01T15:00:30Z');
    await setClose(90);
    expect(await told(now)).toBe(true);
    expect(await told(at(now, 5_000))).toBe(false);
    expect(await told(at(now, 10_000))).toBe(false);
    // Fixed, then broken again: told again.
    await setClose(10);
    expect(await told(at(now, 15_000))).toBe(false);
    await ctx.db.deleteFrom('lottery_period').where('merchant_id', '=', merchant.id).execute();
    await setClose(120);
    expect(await told(at(now, 20_000))).toBe(true);
  });
});
