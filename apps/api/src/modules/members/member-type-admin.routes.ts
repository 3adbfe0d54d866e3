import { adminMemberSchema, memberAccountParamSchema, memberTypeInputSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { adminMember, changeMemberType } from './member-type-admin.service.js';

/**
 * Operator API (under /admin): look a member up, and make a player an agent or back. The
 * type decides who may transfer money to a downline and recruit, so it is changed by those
 * who may edit the merchant's configuration, as member labels are.
 */
export const memberTypeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin: members'];
  const params = memberAccountParamSchema;
  const response = replies(adminMemberSchema);

  app.get(
    '/members/:account',
    {
      schema: {
        tags,
        security,
        summary: 'The member: account type, status, upline and codes',
        params,
        response,
      },
    },
    async (request) =>
      ok(await adminMember(db, operatorOf(request).merchantId, request.params.account)),
  );
  app.put(
    '/members/:account/type',
    {
      schema: {
        tags,
        security,
        summary: 'Make the member a player (0), agent (1, 41) or member-agent (2, 42)',
        params,
        body: memberTypeInputSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await changeMemberType(
          db,
          authorize(request, Can.editConfig),
          request.params.account,
          request.body,
        ),
      ),
  );
};
