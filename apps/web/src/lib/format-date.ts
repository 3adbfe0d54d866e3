const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // An unknown zone from the server should not break the list: fall back to UTC.
      return formatterFor('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** `yyyy-MM-dd HH:mm:ss` of an epoch-ms instant in the given IANA time zone. */
export function formatDateTime(epochMs: number, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    parts[part.type] = part.value;
  }
  // Some engines print midnight as "24" even with h23.
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return `${parts.year}-${parts.month}-${parts.day} ${hour}:${parts.minute}:${parts.second}`;
}

/**
 * A calendar day (`yyyy-MM-dd`, already in the merchant's time zone) named in `language`,
 * `3 Mar` unless `options` say otherwise. Formatted as a UTC date so the device's own zone
 * cannot move it; an unreadable day comes back as it came.
 */
export function formatCalendarDay(
  day: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' },
): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
}
