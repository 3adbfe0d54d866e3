import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Db } from '../../db/connection.js';
import { jobLockId, runJob } from '../../jobs/job-runner.js';
import { createPeriodsJob, resultsJob } from './period-jobs.js';
import { httpResultsSource } from './results-source.js';
import { madeUpPrizes, startSandboxResults, type SandboxResults } from './sandbox-results.js';

let ctx: TestContext;
let site: TestSite;
let operator: OperatorClient;

const SECRET = 'results-secret-0123456789';
/** 2 days ago: both Miền Bắc periods made then have closed. */
const past = new Date(Date.now() - 2 * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext();
  site = await createTestSite(ctx);
  operator = await site.signIn('operator');
  await runJob(ctx.db, createPeriodsJob, past);
});
afterAll(() => ctx.close());

const prizes = madeUpPrizes('any', 'VN_MB', 'x');

async function vnmbPeriods(db: Db, merchantId: number) {
  return db
    .selectFrom('lottery_period as p')
    .innerJoin('lottery_game as g', 'g.id', 'p.game_id')
    .select(['p.id', 'p.period_no', 'p.status', 'p.result', 'p.close_at', 'p.updated_at'])
    .where('p.merchant_id', '=', merchantId)
    .where('g.game_code', '=', 'VN_MB')
    .orderBy('p.draw_at')
    .execute();
}

const resultUrl = (gameCode: string, periodNo: string) =>
  `/admin/lottery/games/${gameCode}/periods/${periodNo}/result`;

describe('entering a real-world result', () => {
  it('publishes the result of a closed period once, with an audit row', async () => {
    const [period] = await vnmbPeriods(ctx.db, site.merchantId);
    const res = await operator.post(resultUrl('VN_MB', period!.period_no), {
      result: { family: 'VN', prizes },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      gameCode: 'VN_MB',
      periodNo: period!.period_no,
      status: 'drawn',
      seedHash: null,
      seed: null,
      result: { family: 'VN', prizes },
    });
    expect(res.json().value.drawnAt).toBeGreaterThan(Date.now() - 60_000);

    const [after] = await vnmbPeriods(ctx.db, site.merchantId);
    expect(after).toMatchObject({ status: 'drawn', result: { family: 'VN', prizes } });
    expect(new Date(after!.updated_at).getTime()).toBeGreaterThan(
      new Date(period!.updated_at).getTime(),
    );
    const audit = (await auditRows(ctx.db, site.merchantId)).filter(
      (r) => r.action === 'lottery.period.result',
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: operator.id, target_id: String(period!.id) });

    const again = await operator.post(resultUrl('VN_MB', period!.period_no), {
      result: { family: 'VN', prizes: madeUpPrizes('other', 'VN_MB', 'x') },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PERIOD_STATE_CONFLICT',
      value: { field: 'periodNo', status: 'drawn' },
    });
  });

  it('refuses what it cannot enter, with the field at fault, and writes nothing', async () => {
    const [, second] = await vnmbPeriods(ctx.db, site.merchantId);
    const periodNo = second!.period_no;
    const vn = { result: { family: 'VN', prizes } };
    const cases: [string, object, number, string, string][] = [
      [resultUrl('XX_NONE', periodNo), vn, 404, 'LOTTERY_GAME_NOT_FOUND', 'gameCode'],
      [resultUrl('VN_1M', periodNo), vn, 409, 'PERIOD_STATE_CONFLICT', 'gameCode'],
      [resultUrl('VN_MB', '20000101-0001'), vn, 404, 'PERIOD_NOT_FOUND', 'periodNo'],
      [resultUrl('VN_MB', '2026-11-22'), vn, 400, 'VALIDATION_FAILED', 'periodNo'],
      [
        resultUrl('VN_MB', periodNo),
        { result: { family: 'K3', dice: [1, 2, 3] } },
        400,
        'VALIDATION_FAILED',
        'result.family',
      ],
      [
        resultUrl('VN_MB', periodNo),
        // 27 numbers, but the special prize has four digits.
        { result: { family: 'VN', prizes: ['1234', ...prizes.slice(1)] } },
        400,
        'VALIDATION_FAILED',
        'result.prizes',
      ],
      [
        resultUrl('VN_MB', periodNo),
        { result: { family: 'VN', prizes: prizes.slice(1) } },
        400,
        'VALIDATION_FAILED',
        'result.prizes',
      ],
    ];
    for (const [url, body, status, code, field] of cases) {
      const res = await operator.post(url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(res.json()).toMatchObject({ code, value: { field } });
    }
    const editor = await site.signIn('editor');
    expect((await editor.post(resultUrl('VN_MB', periodNo), vn)).statusCode).toBe(403);

    const [, after] = await vnmbPeriods(ctx.db, site.merchantId);
    expect(after).toMatchObject({ status: 'pending', result: null });
    const audit = await auditRows(ctx.db, site.merchantId);
    expect(audit.filter((r) => r.target_id === String(second!.id))).toEqual([]);
  });

  it('is listed in the API document', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(paths['/admin/lottery/games/{gameCode}/periods/{periodNo}/result']).toHaveProperty(
      'post',
    );
  });

  it('refuses a period still taking bets', async () => {
    const fresh = await createTestSite(ctx);
    await runJob(ctx.db, createPeriodsJob, new Date());
    const [open] = await vnmbPeriods(ctx.db, fresh.merchantId);
    expect(new Date(open!.close_at).getTime()).toBeGreaterThan(Date.now());
    const owner = await fresh.signIn('owner');
    const res = await owner.post(resultUrl('VN_MB', open!.period_no), {
      result: { family: 'VN', prizes },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PERIOD_STATE_CONFLICT',
      value: { field: 'periodNo', status: 'pending' },
    });
  });
});

describe('the results service', () => {
  let sandbox: SandboxResults;
  const lines: { level: string; object: Record<string, unknown>; message: string }[] = [];
  const log = {
    info: (object: object, message: string) =>
      lines.push({ level: 'info', object: object as Record<string, unknown>, message }),
    error: (object: object, message: string) =>
      lines.push({ level: 'error', object: object as Record<string, unknown>, message }),
  };
  /** Two merchants whose Miền Bắc periods of one closed day wait for a result. */
  let sites: TestSite[];
  const drawnDay = new Date(Date.now() - 9 * 86_400_000);

  beforeAll(async () => {
    sandbox = await startSandboxResults({ secret: SECRET });
    sites = [await createTestSite(ctx), await createTestSite(ctx)];
    await runJob(ctx.db, createPeriodsJob, drawnDay);
  });
  afterEach(() => {
    sandbox.failWith(null);
    lines.length = 0;
  });
  afterAll(() => sandbox.close());

  const job = (timeoutMs = 2_000) =>
    resultsJob(httpResultsSource({ url: sandbox.url, secret: SECRET, timeoutMs }), log);
  const firstPeriods = async () =>
    Promise.all(sites.map(async (s) => (await vnmbPeriods(ctx.db, s.merchantId))[0]!));
  const dateOf = (periodNo: string) =>
    `${periodNo.slice(0, 4)}-${periodNo.slice(4, 6)}-${periodNo.slice(6, 8)}`;

  it('leaves the periods pending while the result is not published, or the service fails', async () => {
    const [first] = await firstPeriods();
    const date = dateOf(first!.period_no);
    const now = new Date(drawnDay.getTime() + 86_400_000 * 2);
    await runJob(ctx.db, job(), now);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(sandbox.requests.some((q) => q.includes(`date=${date}`))).toBe(true);

    sandbox.publish('VN_MB', date, prizes);
    for (const failure of ['timeout', 'server_error', 'bad_signature'] as const) {
      sandbox.failWith(failure);
      lines.length = 0;
      await runJob(ctx.db, job(300), now);
      const errors = lines.filter((l) => l.level === 'error');
      expect(errors.length, failure).toBeGreaterThan(0);
      expect(errors.find((e) => e.object.date === date)!.object.reason).toMatch(
        { timeout: /unreachable/, server_error: /503/, bad_signature: /signature/ }[failure],
      );
      for (const p of await firstPeriods()) expect(p).toMatchObject({ status: 'pending' });
    }
  });

  it('holds no transaction while the service is slow to answer', async () => {
    const [first] = await firstPeriods();
    sandbox.failWith('timeout');
    const asked = sandbox.requests.length;
    const running = runJob(ctx.db, job(1_500), new Date(drawnDay.getTime() + 86_400_000 * 2));
    try {
      while (sandbox.requests.length === asked) await new Promise((r) => setTimeout(r, 10));
      // While the request hangs the database answers at once and the job's lock is free.
      const started = Date.now();
      const free = await ctx.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_xact_lock(${jobLockId('lottery-periods:results')}::bigint) as locked`.execute(
          trx,
        );
        return rows[0]!.locked;
      });
      expect(free).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      expect((await running).ran).toBe(true);
    }
    expect(
      lines.some((l) => l.level === 'error' && /unreachable/.test(String(l.object.reason))),
    ).toBe(true);
    const [after] = await firstPeriods();
    expect(after).toMatchObject({ id: first!.id, status: 'pending' });
  });

  it('publishes a fetched result to every merchant’s period of that day with one request', async () => {
    const periods = await firstPeriods();
    const date = dateOf(periods[0]!.period_no);
    sandbox.publish('VN_MB', date, prizes);
    const asked = sandbox.requests.length;
    await runJob(ctx.db, job(), new Date(drawnDay.getTime() + 86_400_000 * 2));
    for (const p of await firstPeriods()) {
      expect(p).toMatchObject({ status: 'drawn', result: { family: 'VN', prizes } });
    }
    const forDate = sandbox.requests.slice(asked).filter((q) => q.includes(`date=${date}`));
    expect(forDate).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('refuses an answer that is not a northern result', async () => {
    const [, second] = await vnmbPeriods(ctx.db, sites[0]!.merchantId);
    const date = dateOf(second!.period_no);
    const now = new Date(drawnDay.getTime() + 86_400_000 * 3);
    sandbox.publish('VN_MB', date, prizes.slice(1));
    await runJob(ctx.db, job(), now);
    expect(lines.find((l) => l.object.date === date)?.object.reason).toMatch(/27 numbers/);
    const [, after] = await vnmbPeriods(ctx.db, sites[0]!.merchantId);
    expect(after).toMatchObject({ status: 'pending', result: null });
  });
});
