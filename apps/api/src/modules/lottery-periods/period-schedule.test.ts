import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasPeriodsAhead,
  periodsAfter,
  periodsToKeep,
  ScheduleError,
  type GameSchedule,
  type PlannedPeriod,
} from './period-schedule.js';
import { dayBounds, localDateOf } from './zoned-time.js';

const everyMinute: GameSchedule = {
  timeZone: 'America/New_York',
  closeSeconds: 10,
  intervalSeconds: 60,
  drawTime: null,
};
const miềnBắc: GameSchedule = {
  timeZone: 'Asia/Ho_Chi_Minh',
  closeSeconds: 10,
  intervalSeconds: null,
  drawTime: '18:15',
};

const iso = (p: PlannedPeriod) => ({
  periodNo: p.periodNo,
  openAt: p.openAt.toISOString(),
  closeAt: p.closeAt.toISOString(),
  drawAt: p.drawAt.toISOString(),
});

function take(schedule: GameSchedule, after: string, count: number): PlannedPeriod[] {
  const out: PlannedPeriod[] = [];
  for (const p of periodsAfter(schedule, new Date(after))) {
    out.push(p);
    if (out.length === count) break;
  }
  return out;
}

/** Every period of one local day of an interval game. */
function periodsOfDay(schedule: GameSchedule, yyyymmdd: string): PlannedPeriod[] {
  const [year, month, day] = [+yyyymmdd.slice(0, 4), +yyyymmdd.slice(4, 6), +yyyymmdd.slice(6)];
  const { start } = dayBounds({ year, month, day }, schedule.timeZone);
  const out: PlannedPeriod[] = [];
  for (const p of periodsAfter(schedule, new Date(start))) {
    if (!p.periodNo.startsWith(yyyymmdd)) break;
    out.push(p);
  }
  return out;
}

describe('interval schedule', () => {
  it('numbers periods by the local day and draws period N at midnight + N intervals', () => {
    // 10:00:30 in New York (EST, UTC−5).
    const [first, second] = take(everyMinute, '2026-11-22T15:00:30Z', 2);
    expect(iso(first!)).toEqual({
      periodNo: '20261122-0601',
      openAt: '2026-11-22T14:59:50.000Z',
      closeAt: '2026-11-22T15:00:50.000Z',
      drawAt: '2026-11-22T15:01:00.000Z',
    });
    expect(iso(second!)).toMatchObject({
      periodNo: '20261122-0602',
      openAt: '2026-11-22T15:00:50.000Z',
      drawAt: '2026-11-22T15:02:00.000Z',
    });
  });

  it('skips a period whose betting has closed but which has not drawn yet', () => {
    const [first] = take(everyMinute, '2026-11-22T15:00:55Z', 1);
    expect(first!.periodNo).toBe('20261122-0602');
  });

  it('draws the last period of the day at midnight and opens the next day from its close', () => {
    const [last, next] = take(everyMinute, '2026-11-23T04:59:30Z', 2);
    expect(iso(last!)).toEqual({
      periodNo: '20261122-1440',
      openAt: '2026-11-23T04:58:50.000Z',
      closeAt: '2026-11-23T04:59:50.000Z',
      drawAt: '2026-11-23T05:00:00.000Z',
    });
    expect(iso(next!)).toEqual({
      periodNo: '20261123-0001',
      openAt: '2026-11-23T04:59:50.000Z',
      closeAt: '2026-11-23T05:00:50.000Z',
      drawAt: '2026-11-23T05:01:00.000Z',
    });
  });

  it('gives a 23-hour and a 25-hour day fewer and more periods, none crossing midnight', () => {
    expect(periodsOfDay(everyMinute, '20261122')).toHaveLength(1440);
    const spring = periodsOfDay(everyMinute, '20260308');
    const autumn = periodsOfDay(everyMinute, '20261101');
    expect(spring).toHaveLength(23 * 60);
    expect(autumn).toHaveLength(25 * 60);
    // The last of each day draws at the next local midnight.
    expect(spring.at(-1)!.drawAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(autumn.at(-1)!.drawAt.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('starts a day that has no midnight at the clock change', () => {
    // Santiago jumps from 00:00 to 01:00 on 6 September 2026 (UTC−4 to UTC−3).
    const santiago = { ...everyMinute, timeZone: 'America/Santiago', intervalSeconds: 300 };
    const day = periodsOfDay(santiago, '20260906');
    expect(day[0]!.drawAt.toISOString()).toBe('2026-09-06T04:05:00.000Z');
    expect(day).toHaveLength((23 * 60) / 5);
  });

  it('makes an uneven day’s last period the shorter one, never shorter than the close', () => {
    const odd = { ...everyMinute, timeZone: 'UTC', intervalSeconds: 7000 };
    const day = periodsOfDay(odd, '20261122');
    expect(day).toHaveLength(13);
    const last = day.at(-1)!;
    expect(last.drawAt.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(last.drawAt.getTime() - day.at(-2)!.drawAt.getTime()).toBe(2400_000);
  });

  it('chains periods without gaps or overlaps across days and clock changes', () => {
    const zones = ['America/New_York', 'Asia/Ho_Chi_Minh', 'Europe/Madrid', 'America/Santiago'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(30, 60, 180, 300, 7000),
        fc.integer({ min: 0, max: 29 }),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        (timeZone, intervalSeconds, closeSeconds, at) => {
          const schedule = { timeZone, intervalSeconds, closeSeconds, drawTime: null };
          const periods = take(schedule, at.toISOString(), 40);
          expect(periods[0]!.closeAt.getTime()).toBeGreaterThan(at.getTime());
          // The first is the one taking bets at that instant.
          expect(periods[0]!.openAt.getTime()).toBeLessThanOrEqual(at.getTime());
          for (let i = 0; i < periods.length; i++) {
            const p = periods[i]!;
            expect(p.drawAt.getTime() - p.closeAt.getTime()).toBe(closeSeconds * 1000);
            expect(p.closeAt.getTime()).toBeGreaterThan(p.openAt.getTime());
            const [date] = p.periodNo.split('-');
            // A period belongs to the local day it draws in, except the last, which draws at the next midnight.
            const local = localDateOf(p.drawAt.getTime() - 1, timeZone);
            expect(date).toBe(
              `${local.year}${String(local.month).padStart(2, '0')}${String(local.day).padStart(2, '0')}`,
            );
            if (i > 0) {
              const prev = periods[i - 1]!;
              expect(p.openAt.getTime()).toBe(prev.closeAt.getTime());
              expect(p.periodNo > prev.periodNo).toBe(true);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses an interval no longer than the close time', () => {
    expect(() => periodsAfter({ ...everyMinute, closeSeconds: 60 }, new Date())).toThrow(
      ScheduleError,
    );
    expect(() => periodsAfter({ ...everyMinute, timeZone: 'Mars/Olympus' }, new Date())).toThrow(
      ScheduleError,
    );
  });
});

describe('daily schedule', () => {
  it('has one period a day drawing at the local draw time, opening at the day before’s close', () => {
    const [today, tomorrow] = take(miềnBắc, '2026-11-22T10:00:00Z', 2);
    expect(iso(today!)).toEqual({
      periodNo: '20261122-0001',
      openAt: '2026-11-21T11:14:50.000Z',
      closeAt: '2026-11-22T11:14:50.000Z',
      drawAt: '2026-11-22T11:15:00.000Z',
    });
    expect(iso(tomorrow!)).toMatchObject({
      periodNo: '20261123-0001',
      openAt: '2026-11-22T11:14:50.000Z',
    });
  });

  it('keeps today’s and the next, and moves on once today’s has closed', () => {
    const keep = (at: string) => periodsToKeep(miềnBắc, new Date(at)).map((p) => p.periodNo);
    expect(keep('2026-11-22T11:14:49Z')).toEqual(['20261122-0001', '20261123-0001']);
    expect(keep('2026-11-22T11:14:50Z')).toEqual(['20261123-0001', '20261124-0001']);
  });
});

describe('periods kept ahead', () => {
  it('keeps a 1-minute game 15 minutes ahead and a 5-minute game 11 periods ahead', () => {
    const now = new Date('2026-11-22T15:00:30Z');
    const oneMinute = periodsToKeep(everyMinute, now);
    expect(oneMinute).toHaveLength(15);
    expect(oneMinute[0]!.periodNo).toBe('20261122-0601');
    expect(oneMinute.at(-1)!.drawAt.toISOString()).toBe('2026-11-22T15:15:00.000Z');
    const fiveMinutes = periodsToKeep({ ...everyMinute, intervalSeconds: 300 }, now);
    expect(fiveMinutes).toHaveLength(11);
    expect(fiveMinutes[0]!.periodNo).toBe('20261122-0121');
  });
});

describe('whether a game has its periods ahead', () => {
  it('is true exactly when nothing kept would be missing, for any instant', () => {
    const schedules = [
      everyMinute,
      { ...everyMinute, intervalSeconds: 300 },
      { ...everyMinute, intervalSeconds: 180, timeZone: 'Europe/Madrid' },
      miềnBắc,
      { ...miềnBắc, timeZone: 'America/New_York', drawTime: '02:30' },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...schedules),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 40 }),
        (schedule, now, made) => {
          // A game whose periods from the open one on number `made`, more or fewer than kept.
          const kept = periodsToKeep(schedule, now);
          const all = take(schedule, kept[0]!.openAt.toISOString(), made);
          const last = all.at(-1)!.drawAt;
          if (hasPeriodsAhead(schedule, now, last)) {
            expect(last.getTime()).toBeGreaterThanOrEqual(kept.at(-1)!.drawAt.getTime());
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(hasPeriodsAhead(everyMinute, new Date(0), new Date(15 * 60_000))).toBe(true);
    expect(hasPeriodsAhead(everyMinute, new Date(0), new Date(14 * 60_000))).toBe(false);
    expect(hasPeriodsAhead(miềnBắc, new Date(0), new Date(26 * 3_600_000))).toBe(false);
  });
});
