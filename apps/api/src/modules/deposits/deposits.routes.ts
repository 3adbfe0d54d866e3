import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Player deposit calls. */
export const depositsRoutes: FastifyPluginAsyncZod = async () => {};
