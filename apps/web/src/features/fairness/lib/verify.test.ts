import { describe, expect, it } from 'vitest';
import { drawResult, seedHashOf } from '@sorteo/shared/lottery/fair-draw';
import type { LotteryResult } from '@sorteo/shared/lottery/results';
import { sameResult, verifyDraw } from './verify';

const seed = 'a1'.repeat(32);
const other = 'b2'.repeat(32);

describe('the fairness verifier', () => {
  it('matches a period published with this seed and its result', () => {
    const result = drawResult('5D', seed, '5D_1M', '20261122-0001');
    const v = verifyDraw('5D', '5D_1M', '20261122-0001', seed.toUpperCase(), {
      seedHash: seedHashOf(seed),
      result,
    });
    expect(v).toMatchObject({ hashMatches: true, resultMatches: true, verdict: 'match' });
    expect(v.result).toEqual(result);
    expect(v.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not match another seed, nor a different published result', () => {
    const result = drawResult('K3', seed, 'K3_1M', '20261122-0002');
    expect(
      verifyDraw('K3', 'K3_1M', '20261122-0002', other, { seedHash: seedHashOf(seed), result })
        .verdict,
    ).toBe('mismatch');
    const forged = { family: 'K3' as const, dice: result.family === 'K3' ? [...result.dice] : [] };
    forged.dice[0] = (forged.dice[0]! % 6) + 1;
    const v = verifyDraw('K3', 'K3_1M', '20261122-0002', seed, {
      seedHash: seedHashOf(seed),
      result: forged,
    });
    expect(v).toMatchObject({ hashMatches: true, resultMatches: false, verdict: 'mismatch' });
  });

  it('waits while the period has no result, and the period number changes the draw', () => {
    const v = verifyDraw('5D', '5D_1M', '20261122-0003', seed, {
      seedHash: seedHashOf(seed),
      result: null,
    });
    expect(v.verdict).toBe('pending');
    expect(verifyDraw('5D', '5D_1M', '20261122-0004', seed, null).result).not.toEqual(v.result);
  });
});

describe('comparing a published result with the recomputed one', () => {
  it('compares the values, whatever order the published fields come in', () => {
    const result = drawResult('5D', seed, '5D_1M', '20261122-0005');
    const digits = result.family === '5D' ? result.digits : [];
    // As parsed from an answer that lists the fields the other way round.
    const reordered = JSON.parse(
      `{"digits":${JSON.stringify(digits)},"family":"5D"}`,
    ) as LotteryResult;
    expect(sameResult(reordered, result)).toBe(true);
    expect(
      verifyDraw('5D', '5D_1M', '20261122-0005', seed, {
        seedHash: seedHashOf(seed),
        result: reordered,
      }).verdict,
    ).toBe('match');
  });

  it('tells apart another family, another length and another value', () => {
    expect(sameResult({ family: 'K3', dice: [1, 2, 3] }, { family: 'K3', dice: [1, 2, 3] })).toBe(
      true,
    );
    expect(sameResult({ family: 'K3', dice: [1, 2, 3] }, { family: 'K3', dice: [1, 2, 4] })).toBe(
      false,
    );
    expect(sameResult({ family: 'K3', dice: [1, 2, 3] }, { family: 'K3', dice: [1, 2] })).toBe(
      false,
    );
    expect(
      sameResult({ family: '5D', digits: [1, 2, 3, 4, 5] }, { family: 'VN', prizes: ['1'] }),
    ).toBe(false);
    expect(
      sameResult(
        { family: 'VN', prizes: ['12345', '678'] },
        { family: 'VN', prizes: ['12345', '0678'] },
      ),
    ).toBe(false);
  });
});
