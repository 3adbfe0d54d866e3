import { oidcProviders, type OidcProvider } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { OidcClientSettings, StepUpConfig } from '../../config-sections/step-up.js';
import type { SandboxRegistry } from './sandbox-registry.js';

export type OidcClients = {
  /** Providers this process can sign in with (configured, or sandboxed). */
  enabled: Record<OidcProvider, boolean>;
  /** The client of `provider` for a site at `origin`; discovery runs once and is kept. */
  configFor: (provider: OidcProvider, origin: string) => Promise<client.Configuration>;
};

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The sandbox's own endpoints are served by this very app: its calls go through
 * `app.inject` instead of the network, so they work whatever address the site has.
 */
function inProcessFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      ...(body === undefined || body === null ? {} : { payload: String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

async function discover(
  settings: OidcClientSettings,
  options: { inProcess?: FastifyInstance } = {},
): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http only where it never leaves the machine: this process or a local test server.
  const insecureOk = options.inProcess !== undefined || loopback.has(issuer.hostname);
  return client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    ...(insecureOk ? { execute: [client.allowInsecureRequests] } : {}),
    ...(options.inProcess ? { [client.customFetch]: inProcessFetch(options.inProcess) } : {}),
    timeout: 10,
  });
}

export function oidcClients(
  app: FastifyInstance,
  config: StepUpConfig,
  sandbox: SandboxRegistry | null,
): OidcClients {
  const discovered = new Map<string, Promise<client.Configuration>>();
  const once = (key: string, run: () => Promise<client.Configuration>) => {
    let found = discovered.get(key);
    if (!found) {
      found = run();
      // A provider that was down is asked again next time.
      found.catch(() => discovered.delete(key));
      discovered.set(key, found);
    }
    return found;
  };

  const enabled = Object.fromEntries(
    oidcProviders.map((p) => [p, config[p] !== null || (sandbox?.serves(p) ?? false)]),
  ) as Record<OidcProvider, boolean>;

  return {
    enabled,
    configFor: async (provider, origin) => {
      const settings = config[provider];
      if (settings) return once(provider, () => discover(settings));
      if (!sandbox?.serves(provider)) throw new Error(`${provider} sign-in is not configured`);
      const local = await sandbox.get(provider, origin);
      return once(`sandbox ${local.issuer}`, () => discover(local, { inProcess: app }));
    },
  };
}
