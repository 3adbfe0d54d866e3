import {
  transferRequestSchema,
  transferResultSchema,
  transfersEndpoints as calls,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { ok, replies } from '../../lib/envelope.js';
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
  const preHandler = requireAgent(db);
  const tags = ['transfers'];

  app.post(
    '/wps/agent/transfer',
    {
      preHandler,
      config: { encrypted: true },
      schema: {
        tags,
        security,
        summary: "Moves money from the agent's wallet to a downline's, with the payment password",
        body: transferRequestSchema,
        response: replies(transferResultSchema),
      },
    },
    async (request) =>
      ok(await transferToDownline(db, merchantOf(request), memberOf(request), request.body)),
  );

  endpointRoute(app, calls.downlines, { preHandler, security }, ({ query }, request) =>
    downlines(db, memberOf(request), query),
  );
};
