import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/**
 * A piece of background work run every `everyMs`. `run` gets a transaction that holds the
 * job's advisory lock, so however many API processes share the database, one run of a job
 * happens at a time; a process that finds the lock taken skips that turn.
 */
export type Job = {
  /** Unique and stable: the lock is derived from it. */
  name: string;
  everyMs: number;
  /**
   * Work done before the transaction, holding no connection while it waits (a call to
   * another service); its answer is given to `run`. It runs whether or not this process
   * then gets the turn, so it must not write.
   */
  prepare?: (db: Db, now: Date) => Promise<unknown>;
  /** Answers a short summary for the log, or nothing when there was nothing to do. */
  run: (trx: Db, now: Date, prepared?: unknown) => Promise<string | void>;
  /** After a run's commit: tell what this process keeps in memory that it changed. */
  committed?: () => void;
};

export type JobOutcome = { ran: true; summary: string | void } | { ran: false };

export type JobLog = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/** A 64-bit advisory lock id from the job's name. */
export function jobLockId(name: string): string {
  return createHash('sha256').update(`sorteo:job:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * One run of the job, now. The lock is a transaction lock: it is released by the commit or
 * rollback, so a crashed run never leaves it held. Tests call this with their own `now`.
 */
export async function runJob(db: Db, job: Job, now = new Date()): Promise<JobOutcome> {
  const prepared = job.prepare ? await job.prepare(db, now) : undefined;
  const outcome = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(${jobLockId(job.name)}::bigint) as locked`.execute(trx);
    if (!rows[0]?.locked) return { ran: false as const };
    return { ran: true as const, summary: await job.run(trx, now, prepared) };
  });
  if (outcome.ran) job.committed?.();
  return outcome;
}

export type JobRunner = { stop: () => Promise<void> };

/**
 * Runs every job on its own timer until stopped. A run's failure is logged and the job
 * tries again at its next turn; it never takes the process down. A job's next turn is
 * scheduled after its run ends, so runs of one job never overlap within the process.
 */
export function startJobs(
  db: Db,
  jobs: readonly Job[],
  log: JobLog,
  clock: () => Date = () => new Date(),
): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (job: Job) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const turn = runJob(db, job, clock())
        .then((outcome) => {
          if (outcome.ran && outcome.summary) log.info({ job: job.name }, outcome.summary);
        })
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          running.delete(turn);
          schedule(job);
        });
      running.add(turn);
    }, job.everyMs);
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job);

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
