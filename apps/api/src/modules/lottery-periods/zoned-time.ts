/**
 * Wall-clock arithmetic in an IANA time zone with Intl only. A local date is a calendar day
 * in the zone; instants are epoch milliseconds.
 */
export type LocalDate = { year: number; month: number; day: number };

type WallClock = LocalDate & { hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a zone Intl does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClockAt(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** Per zone, the last day asked about and its bounds: most questions fall in it. */
const lastDays = new Map<string, { date: LocalDate; start: number; end: number }>();

/** The calendar day in the zone at this instant. */
export function localDateOf(ms: number, timeZone: string): LocalDate {
  const last = lastDays.get(timeZone);
  if (last && ms >= last.start && ms < last.end) return last.date;
  const { year, month, day } = wallClockAt(ms, timeZone);
  const date = { year, month, day };
  lastDays.set(timeZone, { date, ...dayBounds(date, timeZone) });
  return date;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** `YYYYMMDD` */
export function compactDate(date: LocalDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}${pad(date.month, 2)}${pad(date.day, 2)}`;
}

const DAY_MS = 86_400_000;

/**
 * The instant the zone's clock shows this date and time. A time that happens twice (the
 * clock turned back) is its first occurrence; a time that never happens (the clock jumped
 * forward over it) is read with the offset before the jump, which lands just after it —
 * so a day that skips its midnight starts at the jump.
 */
export function zonedInstant(
  date: LocalDate,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const key = `${timeZone}|${date.year}-${date.month}-${date.day}|${hour}:${minute}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= MAX_REMEMBERED) instants.clear();
    instant = computeZonedInstant(date, hour, minute, timeZone);
    instants.set(key, instant);
  }
  return instant;
}

/** Intl is slow and every game of a zone asks the same few questions: remember answers. */
const instants = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

function computeZonedInstant(
  date: LocalDate,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter(
    (ms, i) => offsetAt(ms, timeZone) === (i === 0 ? before : after),
  );
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - before;
}

/** The first instant of the date in the zone and the first of the next date. */
export function dayBounds(date: LocalDate, timeZone: string): { start: number; end: number } {
  return {
    start: zonedInstant(date, 0, 0, timeZone),
    end: zonedInstant(addDays(date, 1), 0, 0, timeZone),
  };
}
