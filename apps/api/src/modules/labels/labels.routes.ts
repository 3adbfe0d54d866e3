import {
  adminClubLabelSchema,
  adminVipLabelSchema,
  clubLabelAssignSchema,
  clubLabelInputSchema,
  memberAccountParamSchema,
  memberLabelsSchema,
  memberVipLabelParamSchema,
  vipLabelInputSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { registerOperatorResource } from '../admin/index.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { clubLabelWrites, listClubLabels } from './club-labels.service.js';
import * as members from './member-labels.service.js';
import { listVipLabels, vipLabelWrites } from './vip-labels.service.js';

/**
 * Operator API (under /admin): the merchant's club and VIP labels, and which members hold
 * them; members see theirs in `GET /wps/member/info`. Written by those who edit settings.
 */
export const labelsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tag = 'admin: labels';
  const writers = Can.editConfig;

  registerOperatorResource(app, {
    path: '/club-labels',
    tag,
    body: clubLabelInputSchema,
    item: adminClubLabelSchema,
    writers,
    list: listClubLabels,
    ...clubLabelWrites,
    createSummary: 'Create a club label: the rank badge a member holds at most one of',
  });
  registerOperatorResource(app, {
    path: '/vip-labels',
    tag,
    body: vipLabelInputSchema,
    item: adminVipLabelSchema,
    writers,
    list: listVipLabels,
    ...vipLabelWrites,
    createSummary: 'Create a VIP label: a service label members may hold any number of',
  });

  const tags = [tag];
  const response = replies(memberLabelsSchema);
  const account = { params: memberAccountParamSchema };
  const accountAndLabel = { params: memberVipLabelParamSchema };

  app.get(
    '/members/:account/labels',
    { schema: { tags, security, ...account, response } },
    async (request) =>
      ok(await members.memberLabels(db, operatorOf(request).merchantId, request.params.account)),
  );
  app.put(
    '/members/:account/club-label',
    {
      schema: {
        tags,
        security,
        summary: 'Give the member this club label in place of any other',
        ...account,
        body: clubLabelAssignSchema,
        response,
      },
    },
    async (request) =>
      ok(
        await members.assignClubLabel(
          db,
          authorize(request, writers),
          request.params.account,
          request.body.clubLabelId,
        ),
      ),
  );
  app.delete(
    '/members/:account/club-label',
    { schema: { tags, security, ...account, response } },
    async (request) =>
      ok(await members.unassignClubLabel(db, authorize(request, writers), request.params.account)),
  );
  app.put(
    '/members/:account/vip-labels/:id',
    { schema: { tags, security, ...accountAndLabel, response } },
    async (request) =>
      ok(
        await members.assignVipLabel(
          db,
          authorize(request, writers),
          request.params.account,
          request.params.id,
        ),
      ),
  );
  app.delete(
    '/members/:account/vip-labels/:id',
    { schema: { tags, security, ...accountAndLabel, response } },
    async (request) =>
      ok(
        await members.unassignVipLabel(
          db,
          authorize(request, writers),
          request.params.account,
          request.params.id,
        ),
      ),
  );
};
