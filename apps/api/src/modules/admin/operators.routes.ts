import {
  auditEntrySchema,
  operatorCreateSchema,
  operatorSchema,
  pageQuerySchema,
  pageSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { auditPage } from '../audit/index.js';
import {
  authorize,
  Can,
  createOperator,
  listOperators,
  operatorOf,
  operatorSecurity as security,
} from '../operators/index.js';

export const operatorsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin: audit'],
        security,
        summary: 'Every change made by the operators of this merchant, newest first',
        querystring: pageQuerySchema,
        response: replies(pageSchema(auditEntrySchema)),
      },
    },
    async (request) => ok(await auditPage(db, operatorOf(request).merchantId, request.query)),
  );

  app.get(
    '/operators',
    {
      schema: { tags: ['admin: operators'], security, response: replies(z.array(operatorSchema)) },
    },
    async (request) => ok(await listOperators(db, operatorOf(request).merchantId)),
  );

  app.post(
    '/operators',
    {
      schema: {
        tags: ['admin: operators'],
        security,
        body: operatorCreateSchema,
        response: replies(operatorSchema),
      },
    },
    async (request) => {
      const actor = authorize(request, Can.manageOperators);
      return ok(await createOperator(db, { ...request.body, merchantId: actor.merchantId }, actor));
    },
  );
};
