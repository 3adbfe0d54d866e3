import { describe, expect, it } from 'vitest';
import type { CurrentPeriod, LotteryPeriod } from '@sorteo/shared/contract/lottery';
import { awaitedDraw, pollDelay } from './use-draw-watch';

const period = (no: number, status: LotteryPeriod['status'] = 'pending'): LotteryPeriod => ({
  gameCode: '5D_1M',
  periodNo: `20261122-${String(no).padStart(4, '0')}`,
  openAt: no * 60_000 - 10_000,
  closeAt: (no + 1) * 60_000 - 10_000,
  drawAt: (no + 1) * 60_000,
  status,
  seedHash: 'h',
  seed: null,
  result: status === 'pending' ? null : { family: '5D', digits: [1, 2, 3, 4, 5] },
  drawnAt: null,
});

const answer = (current: number, lastDrawn: number): CurrentPeriod =>
  ({
    game: {} as CurrentPeriod['game'],
    current: period(current),
    upcoming: [],
    lastDrawn: period(lastDrawn, 'drawn'),
    serverTime: 0,
  }) as CurrentPeriod;

describe('the period being drawn', () => {
  it('is none while the last drawn period is the one just before the current', () => {
    expect(awaitedDraw(answer(10, 9), period(9))).toBeNull();
  });

  it('is the period that closed when the last drawn is older, with its number when seen', () => {
    expect(awaitedDraw(answer(11, 9), period(10))).toEqual({
      periodNo: '20261122-0010',
      drawAt: period(10).drawAt,
    });
    // After a reload in between, the number is unknown but the draw time follows the schedule.
    expect(awaitedDraw(answer(11, 9), null)).toEqual({ periodNo: null, drawAt: period(10).drawAt });
  });

  it('is the period that closed in a game with no draw yet, only when this page saw it', () => {
    const first = { ...answer(11, 9), lastDrawn: null };
    expect(awaitedDraw(first, period(10))).toEqual({
      periodNo: '20261122-0010',
      drawAt: period(10).drawAt,
    });
    expect(awaitedDraw(first, null)).toBeNull();
    // The same period seen again (a refetch) is not a closed one.
    expect(awaitedDraw(first, period(11))).toBeNull();
  });

  it('is none once that period is the last drawn', () => {
    expect(awaitedDraw(answer(11, 10), period(10))).toBeNull();
    expect(awaitedDraw(undefined, null)).toBeNull();
  });
});

describe('asking again for a result that is late', () => {
  it('asks every few seconds for a self-drawn game, slower with the live socket', () => {
    expect(pollDelay(0, false, false)).toBe(2_000);
    expect(pollDelay(20, false, false)).toBe(2_000);
    expect(pollDelay(0, false, true)).toBe(5_000);
  });

  it('backs off from 30 s to 2 min for a real-world draw, socket or not', () => {
    const delays = [0, 1, 2, 3, 10].map((n) => pollDelay(n, true, false));
    expect(delays).toEqual([30_000, 60_000, 120_000, 120_000, 120_000]);
    expect(pollDelay(0, true, true)).toBe(30_000);
    // An hour of waiting costs a few dozen requests, not a thousand.
    let elapsed = 0;
    let asks = 0;
    while (elapsed < 3_600_000) elapsed += pollDelay(asks++, true, true);
    expect(asks).toBeLessThan(35);
  });
});
