import {
  adminDepositPageSchema,
  adminDepositSchema,
  adminDepositsQuerySchema,
  adminPaymentMethodSchema,
  depositRejectSchema,
  idParamSchema,
  paymentMethodInputSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { sendProofImage } from '../../lib/proof-image.js';
import { registerOperatorAction, registerOperatorResource } from '../admin/index.js';
import { Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import {
  approveDeposit,
  depositProof,
  listDeposits,
  rejectDeposit,
} from './deposit-review.service.js';
import { listAdminPaymentMethods, paymentMethodWrites } from './payment-methods.service.js';

/** Operator API (under /admin): payment methods and the review of deposit requests. */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { orderTtlMs } = app.config.payments;

  registerOperatorResource(app, {
    path: '/payment-methods',
    tag: 'admin: payments',
    body: paymentMethodInputSchema,
    item: adminPaymentMethodSchema,
    writers: Can.editConfig,
    list: listAdminPaymentMethods,
    ...paymentMethodWrites,
    createSummary: 'Create a payment method: a bank account to transfer to, or a gateway',
  });

  const tags = ['admin: deposits'];
  const params = idParamSchema;

  app.get(
    '/deposits',
    {
      schema: {
        tags,
        security,
        summary: 'Deposit requests, newest first, optionally of one status',
        querystring: adminDepositsQuerySchema,
        response: replies(adminDepositPageSchema),
      },
    },
    async (request) =>
      ok(
        await listDeposits(
          db,
          operatorOf(request).merchantId,
          request.query,
          orderTtlMs,
          new Date(),
        ),
      ),
  );

  app.get(
    '/deposits/:id/proof',
    { schema: { tags, security, summary: 'The proof image the player sent', params } },
    async (request, reply) =>
      sendProofImage(
        reply,
        await depositProof(db, operatorOf(request).merchantId, request.params.id),
      ),
  );

  const action = { tag: tags[0]!, item: adminDepositSchema, writers: Can.moveMoney };
  registerOperatorAction(app, {
    ...action,
    path: '/deposits/:id/approve',
    summary: "Approve a bank transfer: credits the member's wallet once",
    act: (db, actor, id) => approveDeposit(db, actor, id),
  });
  registerOperatorAction(app, {
    ...action,
    path: '/deposits/:id/reject',
    summary: 'Reject a bank transfer with the reason the player sees',
    body: depositRejectSchema,
    act: (db, actor, id, input) => rejectDeposit(db, actor, id, input.reason),
  });
};
