import { agentContractsEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireAgent,
  requireMember,
} from '../../plugins/member-session.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { consolidated } from './consolidated.service.js';
import {
  acceptOffer,
  agentContracts,
  offerContract,
  offerTermination,
  rejectOffer,
} from './contracts.service.js';
import { pagePayouts } from './payouts-read.repo.js';

/** Agent contracts (SPEC §2 Dividend and Salary entries, §4 contract lifecycle). */
export const agentContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const agent = { preHandler: requireAgent(app.sessions), security };

  endpointRoute(app, calls.contracts, agent, ({ query }, request) =>
    agentContracts(db, merchantOf(request), memberOf(request), query.kind),
  );
  endpointRoute(app, calls.offer, agent, ({ body }, request) =>
    offerContract(db, merchantOf(request), memberOf(request), body),
  );
  endpointRoute(app, calls.terminate, agent, ({ body }, request) =>
    offerTermination(db, merchantOf(request), memberOf(request), body),
  );
  endpointRoute(app, calls.accept, agent, ({ params }, request) =>
    acceptOffer(db, merchantOf(request), memberOf(request), params.id),
  );
  endpointRoute(app, calls.reject, agent, ({ params }, request) =>
    rejectOffer(db, merchantOf(request), memberOf(request), params.id),
  );
  endpointRoute(app, calls.payouts, agent, async ({ query }, request) => {
    const merchant = merchantOf(request);
    const found = await pagePayouts(
      db,
      memberOf(request).memberId,
      query.kind,
      query.pageSize,
      pageOffset(query.pageNo, query.pageSize),
    );
    return {
      ...toPage(found.rows, found.total, query.pageNo, query.pageSize),
      currency: merchant.currency,
      currencyExponent: merchant.currency_exponent,
    };
  });
  endpointRoute(
    app,
    calls.consolidated,
    { preHandler: requireMember(app.sessions), security },
    (_, request) => consolidated(db, merchantOf(request), memberOf(request)),
  );
};
