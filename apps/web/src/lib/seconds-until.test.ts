import { describe, expect, it } from 'vitest';
import { secondsUntil } from './seconds-until';

describe('secondsUntil', () => {
  it('counts a part of a second as a whole one, so the button never shows 0 too early', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 59_999)).toBe(1);
  });

  it('is 0 once the moment has passed, or when nothing is counting', () => {
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
  });
});
