import {
  adminWithdrawalListQuerySchema,
  adminWithdrawalSchema,
  idParamSchema,
  pageSchema,
  withdrawalRejectSchema,
  withdrawalResolveSchema,
  withdrawalSettingsSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { ok, replies } from '../../lib/envelope.js';
import { registerOperatorSetting } from '../admin/operator-routes.js';
import {
  Can,
  authorize,
  operatorOf,
  operatorSecurity as security,
} from '../operators/operator-auth.js';
import {
  merchantWithdrawal,
  merchantWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  resolveWithdrawal,
} from './withdrawal-review.service.js';
import { replaceWithdrawalSettings, withdrawalSettingsOf } from './withdrawal-settings.service.js';
import { findProof, findWithdrawal } from './withdrawals.repo.js';

/** Operator API (under /admin): withdrawal review and the merchant's withdrawal settings. */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin: withdrawals'];
  const one = replies(adminWithdrawalSchema);
  const params = idParamSchema;

  registerOperatorSetting(app, {
    path: '/withdrawal-settings',
    tag: tags[0]!,
    body: withdrawalSettingsSchema,
    value: withdrawalSettingsSchema,
    writers: Can.editConfig,
    get: withdrawalSettingsOf,
    set: replaceWithdrawalSettings,
    setSummary: 'Replaces the smallest and largest withdrawal and the confirmation window',
  });

  app.get(
    '/withdrawals',
    {
      schema: {
        tags,
        security,
        summary: 'Withdrawals of the merchant, newest first, optionally of one status',
        querystring: adminWithdrawalListQuerySchema,
        response: replies(pageSchema(adminWithdrawalSchema)),
      },
    },
    async (request) =>
      ok(await merchantWithdrawals(db, operatorOf(request).merchantId, request.query)),
  );

  app.get(
    '/withdrawals/:id',
    { schema: { tags, security, params, response: one } },
    async (request) =>
      ok(await merchantWithdrawal(db, operatorOf(request).merchantId, request.params.id)),
  );

  app.post(
    '/withdrawals/:id/pay',
    {
      schema: {
        tags,
        security,
        summary: 'Marks a pending withdrawal paid; the player may then confirm it',
        params,
        response: one,
      },
    },
    async (request) =>
      ok(await payWithdrawal(db, authorize(request, Can.moveMoney), request.params.id)),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Rejects a pending withdrawal; the amount returns to the wallet',
        params,
        body: withdrawalRejectSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await rejectWithdrawal(
          db,
          authorize(request, Can.moveMoney),
          request.params.id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/withdrawals/:id/resolve',
    {
      schema: {
        tags,
        security,
        summary:
          'Resolves a withdrawal the player did not receive: refund it, or force the receipt',
        params,
        body: withdrawalResolveSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await resolveWithdrawal(
          db,
          authorize(request, Can.moveMoney),
          request.params.id,
          request.body.outcome,
        ),
      ),
  );

  app.get(
    '/withdrawals/:id/proof',
    {
      schema: {
        tags,
        security,
        summary: 'The proof image the player sent with "not received"',
        params,
      },
    },
    async (request, reply) => {
      const merchantId = operatorOf(request).merchantId;
      const row = await findWithdrawal(db, merchantId, request.params.id);
      const proof = row ? await findProof(db, request.params.id) : undefined;
      if (!proof) throw notFound('Proof image');
      return reply
        .header('content-type', proof.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(proof.image));
    },
  );
};
