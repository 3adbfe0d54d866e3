import { lotteryBetsEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, memberSecurity, requireMember } from '../../plugins/member-session.js';
import { cancelBet, myBets, oneBet, placeBets } from './bets.service.js';
import { myChases, stopChase } from './chases.service.js';
import type { Placement } from './placement.js';

/** Player bets under /lgw: placing orders (with chase), the betting record, cancel. */
export const betsRoutes: FastifyPluginAsync<{ placement: Placement }> = async (
  app,
  { placement },
) => {
  const { db } = app;
  const member = { preHandler: requireMember(app.sessions), security: memberSecurity };

  endpointRoute(app, calls.placeBets, member, ({ body }, request) =>
    placeBets(placement, merchantOf(request), memberOf(request), body),
  );
  endpointRoute(app, calls.myBets, member, ({ query }, request) =>
    myBets(db, merchantOf(request), memberOf(request), query),
  );
  endpointRoute(app, calls.oneBet, member, ({ params }, request) =>
    oneBet(db, merchantOf(request), memberOf(request), params.betId),
  );
  endpointRoute(app, calls.cancelBet, member, ({ params }, request) =>
    cancelBet(db, merchantOf(request), memberOf(request), params.betId),
  );
  endpointRoute(app, calls.myChases, member, ({ query }, request) =>
    myChases(db, merchantOf(request), memberOf(request), query),
  );
  endpointRoute(app, calls.stopChase, member, ({ params }, request) =>
    stopChase(db, merchantOf(request), memberOf(request), params.chaseId),
  );
};
