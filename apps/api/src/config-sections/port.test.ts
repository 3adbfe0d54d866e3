import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadSandboxGatewayConfig } from '../config.js';
import badPorts from './bad-ports.json' with { type: 'json' };

const secret = 'a-secret-of-32-characters-or-so!';

/** Each URL the server fetches or sends browsers to, with what must come with it. */
const urlVariables: [string, Record<string, string>][] = [
  ['PAYMENT_GATEWAY_URL', { PAYMENT_GATEWAY_SECRET: secret }],
  ['LOTTERY_RESULTS_URL', { LOTTERY_RESULTS_SECRET: secret }],
  ['TWILIO_BASE_URL', {}],
  ['FIREBASE_JWKS_URL', {}],
  ['OIDC_GOOGLE_ISSUER', { OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' }],
  [
    'OIDC_FACEBOOK_ISSUER',
    { OIDC_FACEBOOK_CLIENT_ID: 'id', OIDC_FACEBOOK_CLIENT_SECRET: 'secret' },
  ],
  ['PUBLIC_URL', {}],
];

describe('ports that fetch refuses', () => {
  it.each(['6000', '4190', '6665', '6669', '10080'])(
    'stops start-up with a message naming PORT for %s',
    (port) => {
      expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
      expect(() => loadConfig({ PORT: port })).toThrow(/\bPORT: must not be a port .*bad port/);
    },
  );

  it('keeps ports next to them, and 0 (any free port)', () => {
    for (const port of [0, 3000, 5999, 6001, 6664, 6670, 10081]) {
      expect(loadConfig({ PORT: String(port) }).port).toBe(port);
    }
  });

  it('stops the sandbox gateway with a message naming SANDBOX_GATEWAY_PORT', () => {
    expect(() =>
      loadSandboxGatewayConfig({ PAYMENT_GATEWAY_SECRET: secret, SANDBOX_GATEWAY_PORT: '6666' }),
    ).toThrow(/\bSANDBOX_GATEWAY_PORT: must not be a port .*bad port/);
    expect(() =>
      loadSandboxGatewayConfig({
        PAYMENT_GATEWAY_SECRET: secret,
        SANDBOX_GATEWAY_PUBLIC_URL: 'http://127.0.0.1:6000',
      }),
    ).toThrow(/\bSANDBOX_GATEWAY_PUBLIC_URL: must not use a port/);
  });

  it.each(urlVariables)('refuses %s on such a port, naming it', (name, companions) => {
    expect(() => loadConfig({ ...companions, [name]: 'http://10.0.0.7:6000/api' })).toThrow(
      new RegExp(`\\b${name}: must not use a port .*bad port`),
    );
    expect(() => loadConfig({ ...companions, [name]: 'https://example.com:10080' })).toThrow(
      new RegExp(`\\b${name}\\b`),
    );
  });

  it.each(urlVariables)('keeps %s on the default or an ordinary port', (name, companions) => {
    for (const url of ['https://example.com/x', 'http://example.com:80/x', 'http://h:8080']) {
      expect(() => loadConfig({ ...companions, [name]: url })).not.toThrow();
    }
  });

  it('lets mail go to SMTP ports, which no fetch reaches', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25' }).recovery.smtpUrl).toBe(
      'smtp://mail.example:25',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtps://mail.example:465' })).not.toThrow();
  });

  it("lists only ports this Node's fetch refuses", async () => {
    for (const port of badPorts) {
      // Refused before any connection is made, so nothing reaches the address.
      const error = await fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
      expect((error as Error & { cause?: Error }).cause?.message, `port ${port}`).toBe('bad port');
    }
  });
});
