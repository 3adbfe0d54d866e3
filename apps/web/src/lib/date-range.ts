/**
 * Report ranges (account record, profit and loss, bonus details) as calendar days in the
 * merchant's time zone, written `yyyy-MM-dd` the way the API takes them. Day arithmetic
 * runs on UTC midnights of those dates, so a daylight-saving change never shifts a day.
 */
export interface DateRange {
  from: string;
  to: string;
}

/** The widest range the record calls take: `to` at most this many days after `from`. */
export const MAX_RANGE_DAYS = 90;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

function toUtcMs(date: string): number | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Rejects 2026-02-30 and the like, which Date.UTC would roll into March.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms;
}

const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isCalendarDate = (text: string) => toUtcMs(text) !== null;

/** Today's date in `timeZone` (an unknown zone falls back to UTC). */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', dateStyle: 'short' });
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(now)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(date: string, days: number): string {
  const ms = toUtcMs(date);
  if (ms === null) throw new Error(`Not a date: ${date}`);
  return fromUtcMs(ms + days * dayMs);
}

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween({ from, to }: DateRange): number {
  const a = toUtcMs(from);
  const b = toUtcMs(to);
  if (a === null || b === null) return Number.NaN;
  return Math.round((b - a) / dayMs);
}

/** The last `days` days up to and including today in `timeZone`. */
export function lastDays(days: number, timeZone: string, now: number = Date.now()): DateRange {
  const to = todayIn(timeZone, now);
  return { from: addDays(to, -(days - 1)), to };
}

export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'reversed' | 'tooLong';

/** What is wrong with a range the visitor picked, or null when the API will take it. */
export function rangeProblem(
  range: DateRange,
  maxDays: number = MAX_RANGE_DAYS,
): RangeProblem | null {
  if (!isCalendarDate(range.from)) return 'fromInvalid';
  if (!isCalendarDate(range.to)) return 'toInvalid';
  const days = daysBetween(range);
  if (days < 0) return 'reversed';
  if (days > maxDays) return 'tooLong';
  return null;
}
