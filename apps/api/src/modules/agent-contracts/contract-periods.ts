import { sql, type Expression, type RawBuilder } from 'kysely';
import type { ContractKind, ContractTerms, DividendPeriod } from '@sorteo/shared';

/** How a kind's periods are cut: hours and days of the merchant's clock, five minutes. */
export type PeriodUnit = 'five_minutes' | 'hour' | 'day' | 'week' | 'half_month' | 'month';

const dividendUnits: Record<DividendPeriod, PeriodUnit> = {
  D: 'day',
  W: 'week',
  H: 'half_month',
  M: 'month',
};

export function periodUnit(kind: ContractKind, terms?: ContractTerms | null): PeriodUnit {
  switch (kind) {
    case 'realtime_salary':
      return 'five_minutes';
    case 'hourly_salary':
      return 'hour';
    case 'daily_salary':
      return 'day';
    case 'dividend':
      return terms?.kind === 'dividend' ? dividendUnits[terms.period] : 'day';
  }
}

/** The start, on the merchant's clock (a timestamp without zone), of the period of `local`. */
function localStart(unit: PeriodUnit, local: RawBuilder<unknown>): RawBuilder<unknown> {
  switch (unit) {
    case 'five_minutes':
      return sql`(date_trunc('hour', ${local})
        + floor(extract(minute from ${local}) / 5) * interval '5 minutes')`;
    case 'half_month':
      return sql`(date_trunc('month', ${local})
        + case when extract(day from ${local}) >= 16 then interval '15 days' else interval '0' end)`;
    default:
      return sql`date_trunc(${unit}, ${local})`;
  }
}

/** The start of the next period after a local period start. */
function localNext(unit: PeriodUnit, start: RawBuilder<unknown>): RawBuilder<unknown> {
  switch (unit) {
    case 'five_minutes':
      return sql`(${start} + interval '5 minutes')`;
    case 'half_month':
      return sql`(case when extract(day from ${start}) = 1 then ${start} + interval '15 days'
        else date_trunc('month', ${start}) + interval '1 month' end)`;
    default:
      return sql`(${start} + ${sql.lit(`1 ${unit}`)}::interval)`;
  }
}

/** The instant the period holding `at` starts, cut on `timeZone`'s clock. */
export function periodStart(
  unit: PeriodUnit,
  at: Expression<Date>,
  timeZone: string,
): RawBuilder<Date> {
  return sql<Date>`(${localStart(unit, sql`(${at} at time zone ${timeZone})`)} at time zone ${timeZone})`;
}

/** The instant the period after the one holding `at` starts. */
export function nextPeriodStart(
  unit: PeriodUnit,
  at: Expression<Date>,
  timeZone: string,
): RawBuilder<Date> {
  const start = localStart(unit, sql`(${at} at time zone ${timeZone})`);
  return sql<Date>`(${localNext(unit, start)} at time zone ${timeZone})`;
}
