import { describe, expect, it } from 'vitest';
import { ConfigError, loadSandboxGatewayConfig } from '../config.js';

const secret = 'a-secret-of-32-characters-or-so!';

describe('sandbox gateway configuration', () => {
  it('listens on 127.0.0.1:3100 for merchant sorteo by default', () => {
    expect(loadSandboxGatewayConfig({ PAYMENT_GATEWAY_SECRET: secret })).toEqual({
      port: 3100,
      host: '127.0.0.1',
      publicUrl: undefined,
      failureRate: 0,
      secret,
      merchantId: 'sorteo',
    });
  });

  it('reads every setting', () => {
    expect(
      loadSandboxGatewayConfig({
        SANDBOX_GATEWAY_PORT: '3200',
        SANDBOX_GATEWAY_HOST: '0.0.0.0',
        SANDBOX_GATEWAY_PUBLIC_URL: 'https://pay.example.com',
        SANDBOX_GATEWAY_FAILURE_RATE: '0.25',
        PAYMENT_GATEWAY_SECRET: secret,
        PAYMENT_GATEWAY_MERCHANT_ID: 'brand-7',
      }),
    ).toEqual({
      port: 3200,
      host: '0.0.0.0',
      publicUrl: 'https://pay.example.com',
      failureRate: 0.25,
      secret,
      merchantId: 'brand-7',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadSandboxGatewayConfig({})).toThrow(/PAYMENT_GATEWAY_SECRET: required/);
    expect(() => loadSandboxGatewayConfig({ PAYMENT_GATEWAY_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    const bad = { PAYMENT_GATEWAY_SECRET: secret };
    expect(() => loadSandboxGatewayConfig({ ...bad, SANDBOX_GATEWAY_PORT: '70000' })).toThrow(
      /SANDBOX_GATEWAY_PORT/,
    );
    expect(() =>
      loadSandboxGatewayConfig({ ...bad, SANDBOX_GATEWAY_PUBLIC_URL: 'ftp://x.example' }),
    ).toThrow(/SANDBOX_GATEWAY_PUBLIC_URL/);
    expect(() => loadSandboxGatewayConfig({ ...bad, SANDBOX_GATEWAY_FAILURE_RATE: '1.5' })).toThrow(
      /SANDBOX_GATEWAY_FAILURE_RATE/,
    );
  });
});
