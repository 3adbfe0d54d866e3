import { describe, expect, it } from 'vitest';
import { readLimitForm, waitsADay } from './limit-form';

const none = { daily: null, weekly: null, monthly: null };

describe('readLimitForm', () => {
  it('sends amounts in minor units and an emptied field as "no limit"', () => {
    expect(
      readLimitForm({ daily: '100', weekly: '', monthly: '2500,50' }, 2, {
        daily: null,
        weekly: 50_000,
        monthly: null,
      }),
    ).toEqual({ input: { daily: 10_000, weekly: null, monthly: 250_050 }, problems: null });
  });

  it('leaves out what did not change, so an unchanged save restarts no wait', () => {
    expect(
      readLimitForm({ daily: '100.00', weekly: '', monthly: '' }, 2, { ...none, daily: 10_000 }),
    ).toEqual({ input: {}, problems: null });
  });

  it('names every field that is not an amount and sends nothing', () => {
    expect(readLimitForm({ daily: 'abc', weekly: '0', monthly: '10' }, 2, none)).toEqual({
      input: null,
      problems: { daily: 'invalid', weekly: 'invalid' },
    });
  });
});

describe('waitsADay', () => {
  it('applies a first or lower limit at once, and waits for a raise or removal', () => {
    expect(waitsADay(null, 5_000)).toBe(false);
    expect(waitsADay(10_000, 5_000)).toBe(false);
    expect(waitsADay(10_000, 20_000)).toBe(true);
    expect(waitsADay(10_000, null)).toBe(true);
  });
});
