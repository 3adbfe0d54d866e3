import { describe, expect, it } from 'vitest';
import { parseMajor } from '../../../lib/money';
import { minorToInput } from './minor-to-input';

describe('minorToInput', () => {
  it('writes minor units as typed major units that read back the same', () => {
    expect(minorToInput(123_450, 2)).toBe('1234.50');
    expect(minorToInput(5, 2)).toBe('0.05');
    expect(minorToInput(300_000, 0)).toBe('300000');
    for (const [amount, exponent] of [
      [1, 2],
      [99_999, 3],
      [10_000, 2],
    ] as const) {
      expect(parseMajor(minorToInput(amount, exponent), exponent)).toBe(amount);
    }
  });
});
