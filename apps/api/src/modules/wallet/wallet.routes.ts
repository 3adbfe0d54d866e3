import { walletEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireMember,
} from '../../plugins/member-session.js';
import { profitReport } from './profit.service.js';
import { balanceOf } from './wallet-balance.service.js';
import { bonusRecords, walletRecords } from './wallet-records.service.js';

/** Balance, account record, personal profit and loss, bonus details (docs/realtime.md for the socket). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireMember(app.sessions);

  // Balances and records are personal; no shared cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const member = { preHandler, security };
  endpointRoute(app, calls.balance, member, (_, request) =>
    balanceOf(db, merchantOf(request), memberOf(request)),
  );
  endpointRoute(app, calls.transactions, member, ({ query }, request) =>
    walletRecords(db, merchantOf(request), memberOf(request), query),
  );
  endpointRoute(app, calls.profit, member, ({ query }, request) =>
    profitReport(db, merchantOf(request), memberOf(request), query),
  );
  endpointRoute(app, calls.bonus, member, ({ query }, request) =>
    bonusRecords(db, merchantOf(request), memberOf(request), query),
  );
};
