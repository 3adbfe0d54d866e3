import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const phoneRoutes: FastifyPluginAsyncZod = async () => {};
