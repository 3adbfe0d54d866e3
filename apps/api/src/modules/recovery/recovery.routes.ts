import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const recoveryRoutes: FastifyPluginAsyncZod = async () => {};
