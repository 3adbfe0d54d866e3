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
import { ok, replies } from '../../lib/envelope.js';
import { sendProofImage } from '../../lib/proof-image.js';
import { registerOperatorAction, registerOperatorSetting } from '../admin/index.js';
import { Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import {
  merchantWithdrawal,
  merchantWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  resolveWithdrawal,
  withdrawalProof,
} from './withdrawal-review.service.js';
import { replaceWithdrawalSettings, withdrawalSettingsOf } from './withdrawal-settings.service.js';

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

  const action = { tag: tags[0]!, item: adminWithdrawalSchema, writers: Can.moveMoney };
  registerOperatorAction(app, {
    ...action,
    path: '/withdrawals/:id/pay',
    summary: 'Marks a pending withdrawal paid; the player may then confirm it',
    act: (db, actor, id) => payWithdrawal(db, actor, id),
  });
  registerOperatorAction(app, {
    ...action,
    path: '/withdrawals/:id/reject',
    summary: 'Rejects a pending withdrawal; the amount returns to the wallet',
    body: withdrawalRejectSchema,
    act: (db, actor, id, input) => rejectWithdrawal(db, actor, id, input.reason),
  });
  registerOperatorAction(app, {
    ...action,
    path: '/withdrawals/:id/resolve',
    summary: 'Resolves a withdrawal the player did not receive: refund it, or force the receipt',
    body: withdrawalResolveSchema,
    act: (db, actor, id, input) => resolveWithdrawal(db, actor, id, input.outcome),
  });

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
    async (request, reply) =>
      sendProofImage(
        reply,
        await withdrawalProof(db, operatorOf(request).merchantId, request.params.id),
      ),
  );
};
