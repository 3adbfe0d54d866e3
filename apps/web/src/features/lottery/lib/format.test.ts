import { describe, expect, it } from 'vitest';
import { clockText, oddsText } from './format';

describe('lottery figures', () => {
  it('show odds in hundredths as decimal odds without trailing zeros', () => {
    expect(oddsText(970)).toBe('9.7');
    expect(oddsText(194)).toBe('1.94');
    expect(oddsText(9600)).toBe('96');
    expect(oddsText(3450)).toBe('34.5');
    expect(oddsText(101)).toBe('1.01');
  });

  it('show a countdown as minutes and seconds, with hours for a daily draw', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(59)).toBe('00:59');
    expect(clockText(125)).toBe('02:05');
    expect(clockText(3 * 3600 + 61)).toBe('3:01:01');
  });
});
