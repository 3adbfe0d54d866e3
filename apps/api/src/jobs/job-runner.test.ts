import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { jobLockId, runJob, startJobs, type Job } from './job-runner.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const onPostgres = process.env.SORTEO_TEST_DB === 'postgres';

function memoryLog() {
  const lines: { level: 'info' | 'error'; object: object; message: string }[] = [];
  return {
    lines,
    info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
  };
}

const waitFor = async (done: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('runJob', () => {
  it('runs the job in a transaction with the given now, and answers its summary', async () => {
    const seen: Date[] = [];
    const job: Job = {
      name: 'test.summary',
      everyMs: 1_000,
      run: async (trx, now) => {
        seen.push(now);
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(trx);
        return `saw ${rows[0]!.one}`;
      },
    };
    const now = new Date('2031-05-01T00:00:00Z');
    expect(await runJob(ctx.db, job, now)).toEqual({ ran: true, summary: 'saw 1' });
    expect(seen).toEqual([now]);
  });

  it('rolls back what a failing run wrote', async () => {
    await sql`create table if not exists job_runner_probe (n integer)`.execute(ctx.db);
    const job: Job = {
      name: 'test.rollback',
      everyMs: 1_000,
      run: async (trx) => {
        await sql`insert into job_runner_probe values (1)`.execute(trx);
        throw new Error('boom');
      },
    };
    await expect(runJob(ctx.db, job)).rejects.toThrow('boom');
    const { rows } = await sql<{ n: string }>`select count(*) as n from job_runner_probe`.execute(
      ctx.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('derives a stable lock per job name', () => {
    expect(jobLockId('withdrawals.auto-receive')).toBe(jobLockId('withdrawals.auto-receive'));
    expect(jobLockId('a')).not.toBe(jobLockId('b'));
  });

  // Two processes are two sessions; PGlite has one session, so only PostgreSQL can show it.
  it.skipIf(!onPostgres)('skips a turn while another session runs the same job', async () => {
    let runs = 0;
    const job: Job = { name: 'test.exclusive', everyMs: 1_000, run: async () => void runs++ };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => (locked = r));
    const other = ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${jobLockId(job.name)}::bigint)`.execute(trx);
      locked();
      await held;
    });
    await lockTaken;
    expect(await runJob(ctx.db, job)).toEqual({ ran: false });
    expect(runs).toBe(0);
    release();
    await other;
    expect(await runJob(ctx.db, job)).toEqual({ ran: true, summary: undefined });
    expect(runs).toBe(1);
  });
});

describe('startJobs', () => {
  it('runs jobs on their interval, logs failures and keeps going until stopped', async () => {
    const log = memoryLog();
    let good = 0;
    let bad = 0;
    const runner = startJobs(
      ctx.db,
      [
        { name: 'test.good', everyMs: 20, run: async () => `run ${++good}` },
        {
          name: 'test.bad',
          everyMs: 20,
          run: async () => {
            bad++;
            throw new Error('always fails');
          },
        },
      ],
      log,
    );
    await waitFor(() => good >= 3 && bad >= 3);
    await runner.stop();
    const after = { good, bad };
    await new Promise((r) => setTimeout(r, 80));
    expect({ good, bad }).toEqual(after);
    expect(log.lines.filter((l) => l.level === 'error').length).toBeGreaterThanOrEqual(3);
    expect(log.lines.find((l) => l.level === 'error')?.object).toMatchObject({ job: 'test.bad' });
    expect(log.lines.find((l) => l.level === 'info')?.message).toBe('run 1');
  });
});
