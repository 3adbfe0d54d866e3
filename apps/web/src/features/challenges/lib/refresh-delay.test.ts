import { describe, expect, it } from 'vitest';
import { refreshDelay } from './refresh-delay';

describe('refreshDelay', () => {
  it('lets the first picture load at once', () => {
    expect(refreshDelay(null, 5_000)).toBe(0);
    expect(refreshDelay(0, 5_000)).toBe(0);
  });

  it('holds a refresh until a full second after the last picture arrived', () => {
    expect(refreshDelay(10_000, 10_000)).toBe(1000);
    expect(refreshDelay(10_000, 10_400)).toBe(600);
    expect(refreshDelay(10_000, 10_999)).toBe(1);
    expect(refreshDelay(10_000, 11_000)).toBe(0);
    expect(refreshDelay(10_000, 60_000)).toBe(0);
  });

  it('takes another gap when asked', () => {
    expect(refreshDelay(10_000, 10_100, 200)).toBe(100);
  });
});
