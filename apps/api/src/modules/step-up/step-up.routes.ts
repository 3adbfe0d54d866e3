import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const stepUpRoutes: FastifyPluginAsyncZod = async () => {};
