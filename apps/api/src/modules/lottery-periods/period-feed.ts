import type { SocketServerMessage } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { toPeriodView } from '../lottery/index.js';
import { periodChangesSince, periodsWithGame } from './periods.repo.js';

export type PeriodFeedOptions = {
  db: Db;
  /** The merchants with a socket on this process; only their periods are read. */
  merchantIds: () => number[];
  publish: (merchantId: number, message: SocketServerMessage) => void;
  log: { error: (object: object, message: string) => void };
  intervalMs?: number;
  /**
   * How far behind the newest change already seen each poll reads again: the longest a
   * transaction that changes a period may take from its write to its commit. `updated_at`
   * is set at the write (`clock_timestamp()`) but seen at the commit, so a change can become
   * visible after a later one; one that takes longer than this to commit is not announced.
   */
  overlapMs?: number;
  batchSize?: number;
  /** At most this many announced versions are remembered (the oldest are forgotten first). */
  maxRemembered?: number;
};

export type PeriodFeed = { stop(): Promise<void> };

const epochOf = (value: Date | string) => new Date(value).getTime();

async function databaseNow(db: Db): Promise<number> {
  const { rows } = await sql<{ now: Date | string }>`select clock_timestamp() as now`.execute(db);
  return epochOf(rows[0]!.now);
}

/**
 * Announces lottery periods to every socket of their merchant on this process
 * (docs/lottery.md "Live feed"): `lottery_result` when a period is drawn (with its seed and
 * result), `lottery_period` for any other change (a new period, voided, settled). Each
 * process polls the periods changed since the last change it saw, starting from when it
 * starts; a socket opened later reads the current state over HTTP. While no socket is
 * connected nothing is read, and the next poll starts from the database's clock then, so a
 * socket opened after hours of quiet is not sent every change of those hours.
 */
export async function startPeriodFeed(options: PeriodFeedOptions): Promise<PeriodFeed> {
  const { db, merchantIds, publish, log, intervalMs = 500, overlapMs = 60_000 } = options;
  const batchSize = options.batchSize ?? 2_000;
  const maxRemembered = options.maxRemembered ?? 100_000;

  /** The newest `updated_at` seen (ms); null while no socket is connected. */
  let newest: number | null = await databaseNow(db);
  /** Per period, the version (updated_at and status) last announced, and its time (ms). */
  const announced = new Map<string, { version: string; at: number }>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const versionOf = (row: { updated_at_text: string; status: string }) =>
    `${row.updated_at_text}|${row.status}`;

  function remember(id: string, version: string, at: number): void {
    announced.delete(id); // re-inserted last: the map stays in order of announcement
    announced.set(id, { version, at });
    for (const oldest of announced.keys()) {
      if (announced.size <= maxRemembered) break;
      announced.delete(oldest);
    }
  }

  async function poll(): Promise<void> {
    const merchants = merchantIds();
    if (merchants.length === 0) {
      // Nothing to announce to: forget the position, resume from the clock of the next poll.
      newest = null;
      announced.clear();
      return;
    }
    newest ??= await databaseNow(db);
    const from = new Date(newest - overlapMs);
    let cursor: { updatedAt: string; id: string } | null = null;
    for (;;) {
      const page = await periodChangesSince(db, merchants, from, cursor, batchSize);
      const fresh: string[] = [];
      for (const change of page) {
        cursor = { updatedAt: change.updated_at_text, id: change.id };
        newest = Math.max(newest, epochOf(change.updated_at));
        if (announced.get(change.id)?.version !== versionOf(change)) fresh.push(change.id);
      }
      // Read as they are now: one changed again since is announced in its latest state.
      for (const row of await periodsWithGame(db, fresh)) {
        const id = String(row.id);
        const version = versionOf(row);
        if (announced.get(id)?.version === version) continue;
        remember(id, version, epochOf(row.updated_at));
        newest = Math.max(newest, epochOf(row.updated_at));
        publish(row.merchant_id, {
          type: row.status === 'drawn' ? 'lottery_result' : 'lottery_period',
          period: toPeriodView(row, row.game_code),
        });
      }
      if (page.length < batchSize) break;
    }
    // Forget what can no longer be read again.
    const forgetBefore = newest - overlapMs;
    for (const [id, seen] of announced) if (seen.at < forgetBefore) announced.delete(id);
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll()
        .catch((error: unknown) => {
          if (!stopped) log.error({ err: error }, 'lottery period feed poll failed');
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
