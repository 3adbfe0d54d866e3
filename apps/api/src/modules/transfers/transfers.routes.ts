import {
  downlineQuerySchema,
  downlineSchema,
  pageSchema,
  transferRequestSchema,
  transferResultSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.get(
    '/wps/agent/downlines',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Accounts under the agent, direct ones first, whose name contains the query',
        querystring: downlineQuerySchema,
        response: replies(pageSchema(downlineSchema)),
      },
    },
    async (request) => ok(await downlines(db, memberOf(request), request.query)),
  );
};
