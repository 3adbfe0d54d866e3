import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('sandbox sign-in providers', () => {
  it('run for demos', () => {
    expect(loadConfig({ OIDC_SANDBOX: '1' }).stepUp.oidcSandbox).toBe(true);
    expect(loadConfig({ PHONE_VERIFICATION: 'firebase' }).phone.verification).toBe('firebase');
  });

  it('cannot be switched on in production, where they would sign anyone in', () => {
    expect(() => loadConfig({ OIDC_SANDBOX: '1', NODE_ENV: 'production' })).toThrow(/OIDC_SANDBOX/);
    expect(() => loadConfig({ PHONE_VERIFICATION: 'firebase', NODE_ENV: 'production' })).toThrow(
      /PHONE_AUTH_PROVIDER/,
    );
  });
});
