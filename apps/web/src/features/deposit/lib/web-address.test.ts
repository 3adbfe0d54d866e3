import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('isWebAddress', () => {
  it('lets the browser go to the gateway page', () => {
    expect(isWebAddress('https://pay.example.com/checkout/abc')).toBe(true);
    expect(isWebAddress('http://127.0.0.1:4700/pay/1')).toBe(true);
  });

  it('never runs or opens anything else', () => {
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress(' JavaScript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
  });
});
