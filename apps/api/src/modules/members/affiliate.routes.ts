import { membersEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { checkAffiliateCode } from './affiliate.service.js';

export const affiliateRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpointRoute(app, calls.checkAffiliate, {}, ({ query }, request) =>
    checkAffiliateCode(db, merchantOf(request), query),
  );
};
