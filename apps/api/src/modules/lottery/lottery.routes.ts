import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Player lottery reads under /lgw: menus, games, current period, results, fairness, VN numbers, popular, winners. */
export const lotteryRoutes: FastifyPluginAsyncZod = async () => {};
