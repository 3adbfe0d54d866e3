import { useEffect, useState } from 'react';
import type { CurrentPeriod, LotteryPeriod } from '@sorteo/shared/contract/lottery';

/** The period that stopped taking bets and whose result has not been published yet. */
export interface AwaitedDraw {
  /** Known when this page saw the period open; null after a reload in between. */
  periodNo: string | null;
  /** When the draw is due, server time. */
  drawAt: number;
}

export interface DrawWatch {
  /** Server clock minus this device's clock, ms: add to `Date.now()` to read server time. */
  offsetMs: number;
  awaiting: AwaitedDraw | null;
}

const AFTER_CLOSE_MS = 300;
const AFTER_DRAW_MS = 1_000;

/**
 * A period is drawing while the last drawn one closed before the current one opened: the
 * server answers the next period as `current` as soon as one closes (periods follow each
 * other without gaps), so the one in between has closed and is not drawn yet. `previous` is
 * the current period of the answer before, which names it (and tells it apart from a game
 * that has no draw yet).
 */
export function awaitedDraw(
  data: CurrentPeriod | undefined,
  previous: LotteryPeriod | null,
): AwaitedDraw | null {
  const current = data?.current;
  if (!current) return null;
  const lastDrawn = data.lastDrawn;
  const known =
    previous && previous.periodNo < current.periodNo && previous.closeAt <= current.openAt
      ? previous
      : null;
  if (lastDrawn && lastDrawn.closeAt >= current.openAt) return null;
  if (!lastDrawn && !known) return null;
  if (known && lastDrawn && known.periodNo <= lastDrawn.periodNo) return null;
  return {
    periodNo: known?.periodNo ?? null,
    drawAt: known?.drawAt ?? current.openAt + (current.drawAt - current.closeAt),
  };
}

/** Between the draw time and the result of a self-drawn game: its own draw is seconds away. */
const POLL_MS = 2_000;
const POLL_LIVE_MS = 5_000;
/** A real-world draw is entered by hand, often minutes late: ask rarely, then more rarely. */
const REAL_WORLD_FIRST_MS = 30_000;
const REAL_WORLD_MAX_MS = 120_000;

/**
 * How long to wait before the `attempt`-th ask (0 = the first after the draw time) for a
 * result still not in: every few seconds for a self-drawn game (slower when the live socket
 * is expected to bring it first); from 30 s doubling to 2 min for a real-world draw.
 */
export function pollDelay(attempt: number, realWorld: boolean, live: boolean): number {
  if (realWorld) return Math.min(REAL_WORLD_MAX_MS, REAL_WORLD_FIRST_MS * 2 ** attempt);
  return live ? POLL_LIVE_MS : POLL_MS;
}

/**
 * Follows a game's periods between close and draw. `refetch` runs when the current period
 * closes and when the awaited draw is due, then again after `pollDelay` until its result is
 * in — slowly when the live socket (`live`) is expected to bring it first, and backing off
 * to minutes for a real-world draw (the game's `realWorld`).
 */
export function useDrawWatch(
  data: CurrentPeriod | undefined,
  receivedAt: number,
  refetch: () => unknown,
  live: boolean,
): DrawWatch {
  const offsetMs = data ? data.serverTime - receivedAt : 0;
  const realWorld = data?.game?.realWorld ?? false;
  // The current period of the answer before, so a closed period keeps its number.
  const [seen, setSeen] = useState<{ now: LotteryPeriod | null; before: LotteryPeriod | null }>({
    now: null,
    before: null,
  });
  const current = data?.current ?? null;
  if (current && current.periodNo !== seen.now?.periodNo) {
    setSeen({ now: current, before: seen.now });
  }
  const awaiting = awaitedDraw(data, seen.before);

  const closeAt = current?.closeAt ?? null;
  useEffect(() => {
    if (closeAt === null) return;
    const wait = Math.max(0, closeAt - offsetMs - Date.now()) + AFTER_CLOSE_MS;
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [closeAt, offsetMs, refetch]);

  const drawAt = awaiting?.drawAt ?? null;
  useEffect(() => {
    if (drawAt === null) return;
    let attempt = 0;
    let timer: number;
    const ask = () => {
      void refetch();
      timer = window.setTimeout(ask, pollDelay(attempt, realWorld, live));
      attempt += 1;
    };
    timer = window.setTimeout(ask, Math.max(0, drawAt - offsetMs - Date.now()) + AFTER_DRAW_MS);
    return () => window.clearTimeout(timer);
  }, [drawAt, offsetMs, live, realWorld, refetch]);

  return { offsetMs, awaiting };
}
