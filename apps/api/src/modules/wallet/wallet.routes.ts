import {
  bonusPageSchema,
  bonusQuerySchema,
  profitQuerySchema,
  profitReportSchema,
  walletBalanceSchema,
  walletRecordsPageSchema,
  walletRecordsQuerySchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireMember,
} from '../../plugins/member-session.js';
import { profitReport } from './profit.service.js';
import { balanceOf } from './wallet-balance.service.js';
import { bonusRecords, walletRecords } from './wallet-records.service.js';

const tags = ['wallet'];

/** Balance, account record, personal profit and loss, bonus details (docs/realtime.md for the socket). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireMember(db);

  // Balances and records are personal; no shared cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/v2/wallets/balance',
    {
      preHandler,
      schema: {
        tags,
        summary: "The member's balance in minor units (trial accounts: the demo currency)",
        security,
        response: replies(walletBalanceSchema),
      },
    },
    async (request) => ok(await balanceOf(db, merchantOf(request), memberOf(request))),
  );

  app.get(
    '/wps/wallet/transactions',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Account record: movements of the wallet, newest first; days in the merchant time zone, at most 90 apart',
        security,
        querystring: walletRecordsQuerySchema,
        response: replies(walletRecordsPageSchema),
      },
    },
    async (request) =>
      ok(await walletRecords(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/wps/wallet/profit',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Personal profit and loss per day, week or month: deposits, withdrawals paid, bets, payouts, bonus; profit = payouts + bonus − bets',
        security,
        querystring: profitQuerySchema,
        response: replies(profitReportSchema),
      },
    },
    async (request) =>
      ok(await profitReport(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/wps/wallet/bonus',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Bonus details: bonuses credited with their reason, and totals over the range',
        security,
        querystring: bonusQuerySchema,
        response: replies(bonusPageSchema),
      },
    },
    async (request) =>
      ok(await bonusRecords(db, merchantOf(request), memberOf(request), request.query)),
  );
};
