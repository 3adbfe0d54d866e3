import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator lottery games: odds, limits, exposure caps, enabling. */
export const lotteryAdminRoutes: FastifyPluginAsyncZod = async () => {};
