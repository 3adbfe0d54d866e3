import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Balance, records and the live wallet socket. */
export const walletRoutes: FastifyPluginAsyncZod = async () => {};
