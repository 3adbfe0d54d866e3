import { describe, expect, it } from 'vitest';
import { fiveDBetTypes, k3BetTypes } from '@sorteo/shared/lottery/bet-types';
import { isValidPick } from '@sorteo/shared/lottery/win-rules';
import { pickGroupsOf, splitPick } from './picks';

describe('pickers', () => {
  it('offer only picks the server accepts, for every 5D and K3 bet type', () => {
    for (const betType of [...fiveDBetTypes, ...k3BetTypes]) {
      const picks = pickGroupsOf(betType).flatMap((g) => g.options.map((o) => o.pick));
      expect(picks.length, betType).toBeGreaterThan(0);
      for (const pick of picks) expect(isValidPick(betType, pick), `${betType} ${pick}`).toBe(true);
    }
  });

  it('lay positional types out as five rows and offer every K3 sum from 4 to 17', () => {
    const rows = pickGroupsOf('pos_digit');
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[2]!.options.map((o) => o.pick)).toContain('3:7');
    expect(pickGroupsOf('sum')[0]!.options.map((o) => o.value)).toEqual(
      Array.from({ length: 14 }, (_, i) => String(i + 4)),
    );
  });

  it('split a pick into position and value for its label', () => {
    expect(splitPick('4:big')).toEqual({ position: 4, value: 'big' });
    expect(splitPick('odd')).toEqual({ position: null, value: 'odd' });
  });
});
