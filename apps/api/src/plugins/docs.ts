import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Swagger UI styles its widgets inline, so its page gets a policy of its own. */
const docsCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/** Registered before the routes so that every route lands in the document. */
export async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sorteo API',
        description: 'Player (/wps, /lgw) and operator (/admin) calls of the Sorteo site.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          operatorToken: { type: 'http', scheme: 'bearer' },
          memberToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: false },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/docs' || request.url.startsWith('/docs/')) {
      reply.header('content-security-policy', docsCsp);
    }
  });
}
