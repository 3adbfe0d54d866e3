import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator API: withdrawal review. */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async () => {};
