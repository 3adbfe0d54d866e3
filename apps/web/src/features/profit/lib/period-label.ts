import type { ProfitGrouping } from '@sorteo/shared';
import { formatCalendarDay } from '../../../lib/format-date';

/**
 * A period's name on the chart axis and in the table, in the page's language: the day
 * (`3 Mar`), the Monday a week starts on, or the month (`Mar 26`). Periods come as their
 * first day, `yyyy-MM-dd` in the merchant's time zone.
 */
export function periodLabel(period: string, groupBy: ProfitGrouping, language: string): string {
  return groupBy === 'month'
    ? formatCalendarDay(period, language, { month: 'short', year: '2-digit' })
    : formatCalendarDay(period, language);
}
