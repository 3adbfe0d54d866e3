import type { ProfitGrouping } from '@sorteo/shared';

/**
 * A period's name on the chart axis and in the table, in the page's language: the day
 * (`3 Mar`), the Monday a week starts on, or the month (`Mar 26`). Periods come as their
 * first day, `yyyy-MM-dd` in the merchant's time zone; they are formatted as UTC dates so
 * the device's own zone cannot move them.
 */
export function periodLabel(period: string, groupBy: ProfitGrouping, language: string): string {
  const date = new Date(`${period.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return period;
  const options: Intl.DateTimeFormatOptions =
    groupBy === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** Compact axis figures (`1.2M`, `-350K`) from minor units, exact to the last digit shown. */
export function compactMinor(amount: number, exponent: number, language: string): string {
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  // A decimal string keeps the value exact: no division of money into a float.
  const decimal = `${amount < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
  return new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(decimal as unknown as number);
}
