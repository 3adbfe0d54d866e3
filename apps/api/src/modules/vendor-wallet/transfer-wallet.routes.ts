import { gamesEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity,
  refuseTrial,
  requireMember,
} from '../../plugins/member-session.js';
import type { GameCatalogue } from '../games/index.js';
import {
  consolidatedWallets,
  transfer,
  transferOrders,
  type TransferDeps,
} from './transfer-wallet.service.js';

/** The transfer wallet: a real account's money between its main wallet and vendors'. */
export const transferWalletRoutes: FastifyPluginAsyncZod<{ catalogue: GameCatalogue }> = async (
  app,
  { catalogue },
) => {
  const deps: TransferDeps = {
    db: app.db,
    ledger: app.ledger,
    config: app.config,
    catalogue,
    now: () => new Date(),
  };
  const member = { preHandler: requireMember(app.sessions), security: memberSecurity };
  const realMember = (request: Parameters<typeof memberOf>[0]) => {
    const session = memberOf(request);
    refuseTrial(session);
    return session;
  };
  endpointRoute(app, calls.vendorTransfer, member, ({ body }, request) => {
    const session = realMember(request);
    return transfer(deps, merchantOf(request), session, body);
  });
  endpointRoute(app, calls.transferOrders, member, ({ query }, request) =>
    transferOrders(deps, realMember(request).memberId, query),
  );
  endpointRoute(app, calls.vendorWallets, member, (_, request) =>
    consolidatedWallets(deps, merchantOf(request), realMember(request).memberId),
  );
};
