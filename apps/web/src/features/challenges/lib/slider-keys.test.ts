import { describe, expect, it } from 'vitest';
import { positionForKey } from './slider-keys';

describe('positionForKey', () => {
  it('moves by small steps, larger with Shift, and by pages', () => {
    expect(positionForKey('ArrowRight', 50, 266, false)).toBe(52);
    expect(positionForKey('ArrowUp', 50, 266, true)).toBe(60);
    expect(positionForKey('ArrowLeft', 50, 266, false)).toBe(48);
    expect(positionForKey('PageDown', 50, 266, false)).toBe(30);
  });

  it('stays on the track', () => {
    expect(positionForKey('ArrowLeft', 1, 266, false)).toBe(0);
    expect(positionForKey('PageUp', 260, 266, false)).toBe(266);
    expect(positionForKey('Home', 120, 266, false)).toBe(0);
    expect(positionForKey('End', 120, 266, false)).toBe(266);
  });

  it('ignores other keys', () => {
    expect(positionForKey('a', 10, 266, false)).toBeNull();
    expect(positionForKey('Enter', 10, 266, false)).toBeNull();
  });
});
