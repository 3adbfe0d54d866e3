import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator API: wallets and manual adjustments. */
export const ledgerAdminRoutes: FastifyPluginAsyncZod = async () => {};
