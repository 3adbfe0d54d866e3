import {
  adjustmentRequestSchema,
  adjustmentResultSchema,
  adminWalletSchema,
  memberAccountParamSchema,
  pageQuerySchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { adjustWallet, adminWallet } from './ledger-admin.service.js';

/** Operator API (under /admin): a member's wallet, and manual adjustments by those who move money. */
export const ledgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin: wallets'];
  const params = memberAccountParamSchema;

  app.get(
    '/members/:account/wallet',
    {
      schema: {
        tags,
        security,
        summary: "The member's balance and latest movements, newest first",
        params,
        querystring: pageQuerySchema,
        response: replies(adminWalletSchema),
      },
    },
    async (request) =>
      ok(
        await adminWallet(
          db,
          operatorOf(request).merchantId,
          request.params.account,
          request.query,
        ),
      ),
  );
  app.post(
    '/members/:account/adjustments',
    {
      schema: {
        tags,
        security,
        summary: 'Credit (positive amount) or debit (negative) the wallet, with a reason',
        params,
        body: adjustmentRequestSchema,
        response: replies(adjustmentResultSchema),
      },
    },
    async (request) =>
      ok(
        await adjustWallet(
          db,
          app.ledger,
          authorize(request, Can.moveMoney),
          request.params.account,
          request.body,
        ),
      ),
  );
};
