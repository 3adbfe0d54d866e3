import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import {
  eventsAfter,
  eventsWithIds,
  latestEventId,
  pruneEvents,
  type WalletEvent,
} from './wallet-outbox.repo.js';

/** Beyond this many missing ids (a mass rollback), later ones are not waited for. */
const MAX_GAPS = 10_000;

export type OutboxOptions = {
  db: Db;
  deliver: (event: WalletEvent) => void;
  log: FastifyBaseLogger;
  /** Polling period. */
  intervalMs?: number;
  /** Rows older than this are deleted; a process that was down longer misses nothing it had sockets for. */
  retentionMs?: number;
  pruneEveryMs?: number;
  /**
   * How long an id skipped over is looked for again. Ids are taken when a row is inserted
   * but seen when its transaction commits, so a later id can be visible before an earlier
   * one; an id that never appears belonged to a transaction that rolled back.
   */
  gapWaitMs?: number;
  batchSize?: number;
  /**
   * Least time between two polls that wakes ask for. Under load the ledger commits hundreds
   * of batches a second; one poll per gap still delivers every row, sooner than the timer.
   */
  wakeGapMs?: number;
  now?: () => number;
};

export type Outbox = {
  /**
   * Polls soon instead of at the next tick (the ledger calls this after each commit): wakes
   * of one turn of the event loop, or within `wakeGapMs` of the last poll, make one poll.
   */
  wake(): void;
  stop(): Promise<void>;
};

/**
 * Reads the wallet_event outbox the ledger writes in each transaction and delivers every
 * new row once to this process's sockets. Every process reads every row; each starts at the
 * newest row when it starts, since sockets opened later ask for their balance when ready.
 * No process deletes a row younger than the retention window, so processes never race.
 */
export async function startWalletOutbox(options: OutboxOptions): Promise<Outbox> {
  const {
    db,
    deliver,
    log,
    intervalMs = 200,
    retentionMs = 60 * 60_000,
    pruneEveryMs = 60_000,
    gapWaitMs = 30_000,
    batchSize = 500,
    wakeGapMs = 10,
    now = Date.now,
  } = options;

  let high = await latestEventId(db);
  /** Ids below `high` not seen yet, with when they were first missed. */
  const gaps = new Map<number, number>();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let lastPrune = now();
  /** When the last poll started, by the monotonic clock, and whether a wake is pending. */
  let lastPollAt = -Infinity;
  let waking = false;

  const send = (event: WalletEvent) => {
    try {
      deliver(event);
    } catch (error) {
      log.error({ err: error, eventId: event.id }, 'wallet event delivery failed');
    }
  };

  async function pollGaps(): Promise<void> {
    if (gaps.size === 0) return;
    for (const event of await eventsWithIds(db, [...gaps.keys()])) {
      gaps.delete(event.id);
      send(event);
    }
    const giveUpBefore = now() - gapWaitMs;
    for (const [id, since] of gaps) if (since < giveUpBefore) gaps.delete(id);
  }

  async function pollNew(): Promise<void> {
    for (;;) {
      const events = await eventsAfter(db, high, batchSize);
      for (const event of events) {
        for (let id = high + 1; id < event.id && gaps.size < MAX_GAPS; id++) gaps.set(id, now());
        high = event.id;
        send(event);
      }
      if (events.length < batchSize) return;
    }
  }

  async function poll(): Promise<void> {
    try {
      await pollGaps();
      await pollNew();
      if (now() - lastPrune >= pruneEveryMs) {
        lastPrune = now();
        await pruneEvents(db, retentionMs);
      }
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'wallet outbox poll failed');
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    lastPollAt = performance.now();
    running = poll().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      } else schedule(intervalMs);
    });
  }

  function wake(): void {
    if (stopped || waking) return;
    waking = true;
    const wait = Math.max(0, lastPollAt + wakeGapMs - performance.now());
    setTimeout(() => {
      waking = false;
      run();
    }, wait).unref();
  }

  schedule(intervalMs);
  return {
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
