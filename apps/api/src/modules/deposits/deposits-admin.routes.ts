import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator API: payment methods and deposit review. */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async () => {};
