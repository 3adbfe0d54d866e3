import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payment gateway callbacks. */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod = async () => {};
