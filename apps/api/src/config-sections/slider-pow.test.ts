import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('slider proof-of-work configuration', () => {
  it('asks for up to 5,000 hashes, signed with a key of the process when none is set', () => {
    const one = loadConfig({}).sliderPow;
    const two = loadConfig({}).sliderPow;
    expect(one.maxNumber).toBe(5000);
    expect(one.secret.length).toBeGreaterThanOrEqual(32);
    expect(two.secret).not.toBe(one.secret);
  });

  it('reads the shared key and the difficulty', () => {
    const secret = 'k'.repeat(40);
    expect(
      loadConfig({ SLIDER_POW_SECRET: secret, SLIDER_POW_MAX_NUMBER: '20000' }).sliderPow,
    ).toEqual({ secret, maxNumber: 20000 });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ SLIDER_POW_SECRET: 'short' })).toThrow(/SLIDER_POW_SECRET/);
    expect(() => loadConfig({ SLIDER_POW_MAX_NUMBER: '0' })).toThrow(/SLIDER_POW_MAX_NUMBER/);
  });
});
