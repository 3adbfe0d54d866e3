import { gamesEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { vendorGroups } from './games.service.js';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, calls.vendors, {}, (_, request) =>
    vendorGroups(app.db, merchantOf(request).id),
  );
};
