import { describe, expect, it } from 'vitest';
import { payoutMemo } from './income-memo';

describe("a salary or dividend entry's memo", () => {
  it('names the contract kind and the start of the period it pays', () => {
    expect(payoutMemo('daily_salary 2026-03-02T05:00:00.000Z')).toEqual({
      kind: 'daily_salary',
      from: Date.parse('2026-03-02T05:00:00.000Z'),
    });
    expect(payoutMemo('dividend 2026-03-01T05:00:00Z')?.kind).toBe('dividend');
  });

  it("leaves an operator's reason, an unknown kind and no memo alone", () => {
    expect(payoutMemo('Comisión de la semana')).toBeNull();
    expect(payoutMemo('bonus 2026-03-02T05:00:00.000Z')).toBeNull();
    expect(payoutMemo(null)).toBeNull();
  });
});
