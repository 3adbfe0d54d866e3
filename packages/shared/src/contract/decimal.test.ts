import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimal } from './decimal.js';

const id = decimal(z.number().int().positive());

describe('decimal', () => {
  it('reads canonical decimal digits and numbers', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse('9007199254740991')).toBe(9007199254740991);
    expect(id.parse(42)).toBe(42);
  });

  it('refuses text that coercion would read as another number', () => {
    for (const text of [' 1', '1 ', '1.0', '+1', '-1', '0x0F', '1e3', '01', '', '١', '1_000']) {
      const result = id.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
    }
  });

  it('keeps the rules of the schema it wraps', () => {
    expect(id.safeParse('0').success).toBe(false);
    expect(decimal(z.number().int().max(10)).safeParse('11').success).toBe(false);
  });
});
