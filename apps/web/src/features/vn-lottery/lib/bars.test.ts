import { describe, expect, it } from 'vitest';
import { readHiddenBars, writeHiddenBars } from './bars';

describe('hidden bars', () => {
  it('reads what was saved and ignores the unknown', () => {
    expect([...readHiddenBars('top,left,side')].sort()).toEqual(['left', 'top']);
    expect(readHiddenBars(null).size).toBe(0);
  });

  it('writes in a fixed order, nothing when both are shown', () => {
    expect(writeHiddenBars(new Set(['top', 'left']))).toBe('left,top');
    expect(writeHiddenBars(new Set())).toBeNull();
  });
});
