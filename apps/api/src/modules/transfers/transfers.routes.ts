import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Agent transfer to downline. */
export const transfersRoutes: FastifyPluginAsyncZod = async () => {};
