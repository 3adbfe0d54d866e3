import { randomBytes } from 'node:crypto';
import type { OidcProvider } from '@sorteo/shared';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';

/** Where each sandbox provider lives under a site's origin. */
export const sandboxPath = (provider: OidcProvider) => `/sandbox/oidc/${provider}`;
export const callbackPath = (provider: OidcProvider) => `/wps/session/oidc/${provider}/callback`;

export type SandboxRegistry = {
  serves: (provider: OidcProvider) => boolean;
  /** The sandbox provider of `provider` as seen from a site at `origin`, made on first use. */
  get: (provider: OidcProvider, origin: string) => Promise<SandboxProvider>;
};

/**
 * One provider instance per site origin: its issuer, its URLs and the client's redirect URI
 * all carry the origin. Origins come from siteOrigin, which accepts only the merchants'
 * registered domains and the machine itself, so a forged Host cannot make new ones.
 */
export function sandboxRegistry(providers: readonly OidcProvider[]): SandboxRegistry {
  const clientSecret = randomBytes(24).toString('base64url');
  const instances = new Map<string, Promise<SandboxProvider>>();
  return {
    serves: (provider) => providers.includes(provider),
    get: (provider, origin) => {
      const issuer = `${origin}${sandboxPath(provider)}`;
      let instance = instances.get(issuer);
      if (!instance) {
        instance = createSandboxProvider({
          provider,
          issuer,
          clientId: `sorteo-${provider}`,
          clientSecret,
          redirectUris: [`${origin}${callbackPath(provider)}`],
        });
        instance.catch(() => instances.delete(issuer));
        instances.set(issuer, instance);
      }
      return instance;
    },
  };
}
