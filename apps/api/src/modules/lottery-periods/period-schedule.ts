import {
  addDays,
  compactDate,
  dayBounds,
  isKnownTimeZone,
  localDateOf,
  zonedInstant,
  type LocalDate,
} from './zoned-time.js';

/**
 * When each period of a game opens, closes and draws (docs/lottery.md "Periods"). Pure: the
 * jobs and the tests call it with the game's settings and an instant.
 *
 * - Interval games: period N (from 1) of local day D draws at D 00:00 + N × interval; the
 *   last one draws at the next midnight, so a day of 23 or 25 hours (a clock change) has
 *   fewer or more periods and none crosses midnight. If the day does not divide evenly,
 *   the last period is the shorter one, and never shorter than the close time.
 * - Daily games: one period per day, `YYYYMMDD-0001`, drawing at `drawTime` of that day.
 *
 * Every period closes `closeSeconds` before its draw and opens when the one before closes.
 */
export type GameSchedule = {
  timeZone: string;
  closeSeconds: number;
  intervalSeconds: number | null;
  /** `HH:MM` of a daily draw. */
  drawTime: string | null;
};

export type PlannedPeriod = {
  periodNo: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
};

export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

const periodNoOf = (date: LocalDate, n: number) =>
  `${compactDate(date)}-${String(n).padStart(4, '0')}`;

/** Refuses a schedule that could not give every period time to take bets. */
function checked(schedule: GameSchedule): GameSchedule {
  const { intervalSeconds, drawTime, closeSeconds } = schedule;
  if ((intervalSeconds === null) === (drawTime === null)) {
    throw new ScheduleError('a game has either an interval or a daily draw time');
  }
  if (intervalSeconds !== null && intervalSeconds <= closeSeconds) {
    throw new ScheduleError(
      `the interval (${intervalSeconds} s) must be longer than the close time (${closeSeconds} s)`,
    );
  }
  if (drawTime !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(drawTime)) {
    throw new ScheduleError(`draw time ${drawTime} is not HH:MM`);
  }
  if (!isKnownTimeZone(schedule.timeZone)) {
    throw new ScheduleError(`unknown time zone ${schedule.timeZone}`);
  }
  return schedule;
}

/** One local day of an interval game: where it starts and how its periods fall. */
function intervalDay(date: LocalDate, intervalMs: number, closeMs: number, timeZone: string) {
  const { start, end } = dayBounds(date, timeZone);
  // The last period draws at `end` and must still be longer than the close time.
  const count = Math.max(1, Math.ceil((end - start - closeMs) / intervalMs));
  const drawAt = (n: number) => (n >= count ? end : start + n * intervalMs);
  return { date, start, count, drawAt };
}

function* intervalPeriods(schedule: GameSchedule, after: number): Generator<PlannedPeriod> {
  const intervalMs = schedule.intervalSeconds! * 1000;
  const closeMs = schedule.closeSeconds * 1000;
  let day = intervalDay(
    localDateOf(after, schedule.timeZone),
    intervalMs,
    closeMs,
    schedule.timeZone,
  );
  // The first period whose close is after `after`, found by arithmetic, then checked.
  let n = Math.max(1, Math.floor((after - day.start + closeMs) / intervalMs));
  for (;;) {
    if (n > day.count) {
      day = intervalDay(addDays(day.date, 1), intervalMs, closeMs, schedule.timeZone);
      n = 1;
    }
    const drawAt = day.drawAt(n);
    const closeAt = drawAt - closeMs;
    if (closeAt > after) {
      const openAt = (n === 1 ? day.start : day.drawAt(n - 1)) - closeMs;
      yield {
        periodNo: periodNoOf(day.date, n),
        openAt: new Date(openAt),
        closeAt: new Date(closeAt),
        drawAt: new Date(drawAt),
      };
    }
    n += 1;
  }
}

function* dailyPeriods(schedule: GameSchedule, after: number): Generator<PlannedPeriod> {
  const [hour, minute] = schedule.drawTime!.split(':').map(Number) as [number, number];
  const closeMs = schedule.closeSeconds * 1000;
  const drawOn = (date: LocalDate) => zonedInstant(date, hour, minute, schedule.timeZone);
  let date = addDays(localDateOf(after, schedule.timeZone), -1);
  for (;;) {
    const drawAt = drawOn(date);
    const closeAt = drawAt - closeMs;
    if (closeAt > after) {
      yield {
        periodNo: periodNoOf(date, 1),
        openAt: new Date(drawOn(addDays(date, -1)) - closeMs),
        closeAt: new Date(closeAt),
        drawAt: new Date(drawAt),
      };
    }
    date = addDays(date, 1);
  }
}

/**
 * The game's periods in order, from the first that still takes bets after `after` (its
 * close is later): the one open at that instant, then the ones after it. Endless.
 */
export function periodsAfter(schedule: GameSchedule, after: Date): Generator<PlannedPeriod> {
  const s = checked(schedule);
  return s.intervalSeconds !== null
    ? intervalPeriods(s, after.getTime())
    : dailyPeriods(s, after.getTime());
}

/** How far ahead the jobs keep periods: at least this many, and at least this far. */
export const AHEAD = { periods: 11, ms: 15 * 60_000, dailyPeriods: 2 } as const;

/**
 * The periods a game should have at `now`: for an interval game the open one and the next
 * ten, or every period drawing within 15 minutes if that is more; for a daily game today's
 * (if it still takes bets) and the next. Never a period whose close has passed: nobody
 * could bet on it.
 */
export function periodsToKeep(schedule: GameSchedule, now: Date): PlannedPeriod[] {
  const planned: PlannedPeriod[] = [];
  const horizon = now.getTime() + AHEAD.ms;
  for (const period of periodsAfter(schedule, now)) {
    if (schedule.intervalSeconds === null) {
      if (planned.length >= AHEAD.dailyPeriods) break;
    } else if (planned.length >= AHEAD.periods && period.drawAt.getTime() > horizon) break;
    planned.push(period);
  }
  return planned;
}

/**
 * Whether a game whose latest period draws at `lastDrawAt` already has every period
 * `periodsToKeep` would want at `now` (so the job need not work it out). The periods kept
 * draw no later than the 15 minutes, or than the close plus 11 intervals; for a daily game,
 * two periods closing after now exist once the latest draws more than 26 hours ahead (days
 * are 23 to 25 hours long).
 */
export function hasPeriodsAhead(schedule: GameSchedule, now: Date, lastDrawAt: Date): boolean {
  const lead = lastDrawAt.getTime() - now.getTime();
  if (schedule.intervalSeconds === null) return lead > 26 * 3_600_000;
  const needed = schedule.closeSeconds * 1000 + AHEAD.periods * schedule.intervalSeconds * 1000;
  return lead >= Math.max(AHEAD.ms, needed);
}
