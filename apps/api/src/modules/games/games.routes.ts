import { vendorGroupsSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import { vendorGroups } from './games.service.js';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/game/vendors',
    {
      schema: {
        tags: ['games'],
        summary: 'Game categories that have vendors, with their vendors (side menu)',
        response: replies(vendorGroupsSchema),
      },
    },
    async (request) => ok(await vendorGroups(app.db, merchantOf(request).id)),
  );
};
