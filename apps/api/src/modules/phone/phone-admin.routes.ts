import { ErrorCode, sandboxSmsQuerySchema, sandboxSmsSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { authorize, Can, operatorSecurity as security } from '../operators/index.js';
import { sandboxOutbox } from './sandbox-outbox.service.js';

/** Operator API (under /admin): what the SMS sandbox "sent", for demos and browser tests. */
export const phoneAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/sandbox/sms',
    {
      schema: {
        tags: ['admin: sandbox'],
        security,
        summary: "The latest texts of the merchant's SMS sandbox (404 with a real gateway)",
        querystring: sandboxSmsQuerySchema,
        response: replies(z.array(sandboxSmsSchema)),
      },
    },
    async (request) => {
      if (config.phone.smsProvider !== 'sandbox') {
        throw new AppError(404, ErrorCode.NotFound, 'No SMS sandbox: texts go to the gateway');
      }
      return ok(
        await sandboxOutbox(db, authorize(request, Can.manageOperators).merchantId, request.query),
      );
    },
  );
};
