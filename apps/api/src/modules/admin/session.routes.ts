import { adminLoginSchema, adminSessionSchema, operatorSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import {
  actorOf,
  login,
  logout,
  operatorOf,
  operatorSecurity as security,
} from '../operators/index.js';

const tags = ['admin: session'];

/** Login attempts per client IP; stricter than the site-wide limit. */
const LOGIN_LIMIT = { max: 10, timeWindow: 5 * 60 * 1000 };

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/session/login',
    {
      config: { public: true, rateLimit: LOGIN_LIMIT },
      schema: {
        tags,
        summary: 'Operator login; answers a bearer token',
        body: adminLoginSchema,
        response: replies(adminSessionSchema),
      },
    },
    async (request) => ok(await login(db, { ...request.body, ip: request.clientIp })),
  );

  app.delete(
    '/session/logout',
    {
      schema: { tags, security, summary: 'Revoke the current token', response: replies(z.null()) },
    },
    async (request) => {
      await logout(db, actorOf(request), operatorOf(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in operator',
        response: replies(operatorSchema),
      },
    },
    async (request) => {
      const { id, username, role, merchantCode } = operatorOf(request);
      return ok({ id, username, role, merchantCode });
    },
  );
};
