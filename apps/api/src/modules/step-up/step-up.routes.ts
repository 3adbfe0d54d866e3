import { oidcProviders } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcClients } from './oidc-clients.js';
import { oidcRoutes } from './oidc.routes.js';
import { sandboxRegistry } from './sandbox-registry.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { setSocialSignInAvailability } from './social-availability.js';
import { totpRoutes } from './totp.routes.js';
import { verifyRoutes } from './verify.routes.js';

/** New-address verification, the authenticator app and social sign-in. */
export const stepUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stepUp } = app.config;
  // OIDC_SANDBOX stands in for every provider that has no settings of its own.
  const sandboxed = stepUp.oidcSandbox ? oidcProviders.filter((p) => stepUp[p] === null) : [];
  const registry = sandboxed.length > 0 ? sandboxRegistry(sandboxed) : null;
  const clients = oidcClients(app, stepUp, registry);
  setSocialSignInAvailability(clients.enabled);

  await app.register(verifyRoutes);
  await app.register(totpRoutes);
  await app.register(oidcRoutes, { clients });
  if (registry) await app.register(sandboxRoutes, { registry });
};
