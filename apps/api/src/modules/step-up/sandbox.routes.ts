import { oidcProviders, type OidcProvider } from '@sorteo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { requestOrigin } from './request-origin.js';
import type { SandboxRegistry } from './sandbox-registry.js';

/**
 * OIDC_SANDBOX: the sandbox providers, served by this app under /sandbox/oidc/<provider>.
 * oidc-provider reads its own request bodies, so this scope parses none, and its pages get
 * the site's security headers (the strict CSP among them).
 */
export const sandboxRoutes: FastifyPluginAsync<{ registry: SandboxRegistry }> = async (
  app,
  { registry },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/sandbox/oidc/:provider/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const { provider } = request.params as { provider: string };
      if (!(oidcProviders as readonly string[]).includes(provider)) return reply.callNotFound();
      if (!registry.serves(provider as OidcProvider)) return reply.callNotFound();
      const origin = new URL(await requestOrigin(app, request));
      const sandbox = await registry.get(provider as OidcProvider, origin.origin);

      const raw = request.raw;
      // The provider builds its URLs from these: always the site origin it was made for.
      raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
      raw.headers['x-forwarded-host'] = origin.host;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      sandbox.handle(raw, reply.raw);
    },
  });
};
