import type { ContractKind } from '@sorteo/shared/contract/agent-contracts';
import { formatDateTime } from '../../../lib/format-date';

/** Kinds paid per day or longer: their periods start at midnight and read as days. */
const byDay = (kind: ContractKind) => kind === 'daily_salary' || kind === 'dividend';

/** `yyyy-MM-dd HH:mm` of an instant in the merchant's time zone. */
export const minuteOf = (at: number, timeZone: string) => formatDateTime(at, timeZone).slice(0, 16);

/** `yyyy-MM-dd` of an instant in the merchant's time zone. */
export const dayOf = (at: number, timeZone: string) => formatDateTime(at, timeZone).slice(0, 10);

/** When a version of the kind starts: a day for day-long periods, else to the minute. */
export function startText(kind: ContractKind, at: number, timeZone: string): string {
  return byDay(kind) ? dayOf(at, timeZone) : minuteOf(at, timeZone);
}

/**
 * A paid period as its first and last day (its end is the next period's start), or for
 * hourly and real-time salaries its start and end times, the end's day left out when it is
 * the same. `to` is null when the period is a single day.
 */
export function periodText(
  kind: ContractKind,
  start: number,
  end: number,
  timeZone: string,
): { from: string; to: string | null } {
  if (byDay(kind)) {
    const from = dayOf(start, timeZone);
    const to = dayOf(Math.max(start, end - 1), timeZone);
    return { from, to: to === from ? null : to };
  }
  const from = minuteOf(start, timeZone);
  const to = minuteOf(end, timeZone);
  return { from, to: to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to };
}
