import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Player bets under /lgw: placing orders (with chase), the betting record, cancel. */
export const betsRoutes: FastifyPluginAsyncZod = async () => {};
