import { transfersEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireAgent,
} from '../../plugins/member-session.js';
import { downlines, transferToDownline } from './transfers.service.js';

/** Agent transfer to downline. */
export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireAgent(app.sessions);

  endpointRoute(
    app,
    calls.transfer,
    { preHandler, security, config: { encrypted: true } },
    ({ body }, request) =>
      transferToDownline(db, app.ledger, merchantOf(request), memberOf(request), body),
  );

  endpointRoute(app, calls.downlines, { preHandler, security }, ({ query }, request) =>
    downlines(db, memberOf(request), query),
  );
};
