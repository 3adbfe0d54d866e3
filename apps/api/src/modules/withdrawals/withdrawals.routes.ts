import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Player withdrawal calls. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async () => {};
