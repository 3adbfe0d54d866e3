import { formatDateTime } from '../../../lib/format-date';

/** Which sentence describes a promotion's window, with its ends as the brand's local time. */
export type PromotionWindowText =
  | { key: 'range'; start: string; end: string }
  | { key: 'from'; start: string }
  | { key: 'until'; end: string }
  | { key: 'always' };

/** `yyyy-MM-dd HH:mm` in the brand's time zone: promotions open and close to the minute. */
const local = (epochMs: number, timeZone: string) => formatDateTime(epochMs, timeZone).slice(0, 16);

export function promotionWindow(
  window: { startsAt: number | null; endsAt: number | null },
  timeZone: string,
): PromotionWindowText {
  const { startsAt, endsAt } = window;
  if (startsAt !== null && endsAt !== null) {
    return { key: 'range', start: local(startsAt, timeZone), end: local(endsAt, timeZone) };
  }
  if (startsAt !== null) return { key: 'from', start: local(startsAt, timeZone) };
  if (endsAt !== null) return { key: 'until', end: local(endsAt, timeZone) };
  return { key: 'always' };
}
