import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateTime } from './format-date';

describe('formatDateTime', () => {
  const instant = Date.UTC(2024, 0, 31, 17, 5, 9); // 2024-01-31T17:05:09Z

  it('formats yyyy-MM-dd HH:mm:ss in the merchant time zone', () => {
    expect(formatDateTime(instant, 'Asia/Ho_Chi_Minh')).toBe('2024-02-01 00:05:09');
    expect(formatDateTime(instant, 'America/Mexico_City')).toBe('2024-01-31 11:05:09');
    expect(formatDateTime(instant, 'UTC')).toBe('2024-01-31 17:05:09');
  });

  it('uses a 24-hour clock with midnight as 00', () => {
    expect(formatDateTime(Date.UTC(2024, 5, 1, 0, 0, 0), 'UTC')).toBe('2024-06-01 00:00:00');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatDateTime(instant, 'Nowhere/Else')).toBe('2024-01-31 17:05:09');
  });
});

describe('formatCalendarDay', () => {
  it('names a day in the language, whatever the device time zone', () => {
    expect(formatCalendarDay('2026-03-03', 'en')).toBe('Mar 3');
    expect(formatCalendarDay('2026-01-01', 'es')).toBe('1 ene');
  });

  it('takes other formats and gives an unreadable day back as it came', () => {
    expect(formatCalendarDay('2026-03-01', 'en', { month: 'short', year: '2-digit' })).toBe(
      'Mar 26',
    );
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
  });
});
