import {
  daysBetween,
  ErrorCode,
  RECORD_RANGE_DEFAULT_DAYS,
  RECORD_RANGE_MAX_DAYS,
} from '@sorteo/shared';
import { sql, type RawBuilder } from 'kysely';
import { AppError } from '../../lib/errors.js';

/** Calendar days in the merchant's time zone, both included. */
export type DayRange = { from: string; to: string };

/** Today's date (yyyy-MM-dd) as a clock in `timeZone` shows it. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The instant a day (yyyy-MM-dd) begins in `timeZone`. */
export function dayStart(day: string, timeZone: string): RawBuilder<Date> {
  return sql<Date>`((${day})::date)::timestamp at time zone ${timeZone}`;
}

/** The instant after the last day of the range ends. */
export function rangeEnd(range: DayRange, timeZone: string): RawBuilder<Date> {
  return sql<Date>`((${range.to})::date + 1)::timestamp at time zone ${timeZone}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function refuse(field: 'from' | 'to', message: string): AppError {
  return new AppError(400, ErrorCode.ValidationFailed, `${field}: ${message}`, {
    field,
    issues: [{ field, rule: 'custom', message }],
  });
}

/**
 * Fills in a missing end (today) and start (a week ending on `to`), then applies the same
 * limits the contract checks when both are given.
 */
export function resolveDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now = new Date(),
): DayRange {
  const to = query.to ?? todayIn(timeZone, now);
  const from = query.from ?? addDays(to, -RECORD_RANGE_DEFAULT_DAYS);
  // The field to blame is the one the caller gave; a default is never at fault.
  const blamed = query.to ? 'to' : 'from';
  const days = daysBetween(from, to);
  if (days < 0) throw refuse(blamed, 'to must not be before from');
  if (days > RECORD_RANGE_MAX_DAYS) {
    throw refuse(blamed, `at most ${RECORD_RANGE_MAX_DAYS} days between from and to`);
  }
  return { from, to };
}
