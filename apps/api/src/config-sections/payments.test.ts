import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('payment gateway configuration', () => {
  it('has no gateway by default, and unpaid orders expire after 30 minutes', () => {
    expect(loadConfig({}).payments).toEqual({ gateway: null, orderTtlMs: 30 * 60_000 });
  });

  it('reads the gateway, trimming a trailing slash from its URL', () => {
    const config = loadConfig({
      PAYMENT_GATEWAY_URL: 'https://pay.example.com/api/',
      PAYMENT_GATEWAY_SECRET: 'a-secret-of-32-characters-or-so!',
      PAYMENT_GATEWAY_MERCHANT_ID: 'brand-7',
      PAYMENT_GATEWAY_CODE: 'acme',
      PAYMENT_GATEWAY_TIMEOUT_MS: '4000',
      PAYMENT_ORDER_TTL_MINUTES: '15',
    });
    expect(config.payments).toEqual({
      gateway: {
        code: 'acme',
        url: 'https://pay.example.com/api',
        merchantId: 'brand-7',
        secret: 'a-secret-of-32-characters-or-so!',
        timeoutMs: 4000,
      },
      orderTtlMs: 15 * 60_000,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: 'https://pay.example.com' })).toThrow(
      /PAYMENT_GATEWAY_SECRET/,
    );
    expect(() =>
      loadConfig({
        PAYMENT_GATEWAY_URL: 'ftp://pay.example.com',
        PAYMENT_GATEWAY_SECRET: 'x'.repeat(20),
      }),
    ).toThrow(/PAYMENT_GATEWAY_URL/);
    expect(() => loadConfig({ PAYMENT_GATEWAY_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_GATEWAY_CODE: 'Not OK' })).toThrow(/PAYMENT_GATEWAY_CODE/);
    expect(() => loadConfig({ PAYMENT_ORDER_TTL_MINUTES: '0' })).toThrow(/PAYMENT_ORDER_TTL/);
  });
});
