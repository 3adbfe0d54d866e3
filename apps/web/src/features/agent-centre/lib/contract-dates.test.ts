import { describe, expect, it } from 'vitest';
import { periodText, startText } from './contract-dates';

const zone = 'America/Bogota'; // UTC−5, no summer time
const at = (iso: string) => Date.parse(iso);

describe('contract dates in the merchant time zone', () => {
  it('reads a day-long period as its day, in the merchant zone', () => {
    expect(
      periodText('daily_salary', at('2026-03-02T05:00:00Z'), at('2026-03-03T05:00:00Z'), zone),
    ).toEqual({ from: '2026-03-02', to: null });
  });

  it('reads a weekly dividend as its first and last day', () => {
    expect(
      periodText('dividend', at('2026-03-02T05:00:00Z'), at('2026-03-09T05:00:00Z'), zone),
    ).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });

  it('reads an hour as its start and end times on one day', () => {
    expect(
      periodText('hourly_salary', at('2026-03-02T18:00:00Z'), at('2026-03-02T19:00:00Z'), zone),
    ).toEqual({ from: '2026-03-02 13:00', to: '14:00' });
  });

  it('keeps the day of an end on another day', () => {
    expect(
      periodText('hourly_salary', at('2026-03-03T04:00:00Z'), at('2026-03-03T05:00:00Z'), zone),
    ).toEqual({ from: '2026-03-02 23:00', to: '2026-03-03 00:00' });
  });

  it('starts day-long versions on a day and the others at a minute', () => {
    expect(startText('dividend', at('2026-03-02T05:00:00Z'), zone)).toBe('2026-03-02');
    expect(startText('realtime_salary', at('2026-03-02T05:05:00Z'), zone)).toBe('2026-03-02 00:05');
  });
});
