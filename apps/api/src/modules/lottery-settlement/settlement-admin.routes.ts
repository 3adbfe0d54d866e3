import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator settlement actions: voiding a period, settling one again. */
export const settlementAdminRoutes: FastifyPluginAsyncZod = async () => {};
