import { describe, expect, it } from 'vitest';
import { chasePeriodsOf, chaseRequestOf, initialChase, periodsCovered } from './chase';

describe('the chase choice', () => {
  it('sends nothing when not chosen, whatever the periods field holds', () => {
    expect(chaseRequestOf({ ...initialChase, enabled: false, periodsText: '' })).toBeUndefined();
    expect(periodsCovered({ ...initialChase, enabled: false, periodsText: 'x' })).toBe(1);
  });

  it('sends the periods typed and the stop-on-win choice', () => {
    expect(chaseRequestOf({ enabled: true, periodsText: ' 12 ', stopOnWin: false })).toEqual({
      periods: 12,
      stopOnWin: false,
    });
    expect(periodsCovered({ enabled: true, periodsText: '12', stopOnWin: true })).toBe(13);
  });

  it('lets the field be empty while typing but refuses to send it, or anything out of 1–120', () => {
    for (const text of ['', ' ', '0', '121', '1.5', '-3', '1e2', 'abc', '0x10', '9999']) {
      expect(chasePeriodsOf(text), JSON.stringify(text)).toBeNull();
      expect(chaseRequestOf({ enabled: true, periodsText: text, stopOnWin: true })).toBe('invalid');
      expect(periodsCovered({ enabled: true, periodsText: text, stopOnWin: true })).toBeNull();
    }
    expect(chasePeriodsOf('1')).toBe(1);
    expect(chasePeriodsOf('120')).toBe(120);
  });
});
