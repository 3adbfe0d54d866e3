import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator period actions: entering the result of a real-world draw. */
export const periodsAdminRoutes: FastifyPluginAsyncZod = async () => {};
