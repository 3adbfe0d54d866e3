import { agentCentreEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireAgent,
} from '../../plugins/member-session.js';
import { agentLink } from './agent-link.service.js';
import { createDownline } from './downline-accounts.service.js';
import { agentOverview } from './overview.service.js';
import {
  agentIncome,
  teamBets,
  teamProfit,
  teamRounds,
  teamTransactions,
} from './team-reports.service.js';
import { teamPage } from './team.service.js';

/** The agent centre (SPEC §2 "Agent centre modal"): agents only, see requireAgent. */
export const agentCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const preHandler = requireAgent(app.sessions);
  const origin = { publicUrl: config.recovery.publicUrl, port: config.port };
  const agent = { preHandler, security };

  endpointRoute(app, calls.overview, agent, ({ query }, request) =>
    agentOverview(db, merchantOf(request), memberOf(request), query),
  );

  endpointRoute(app, calls.link, agent, (_, request) =>
    agentLink(db, merchantOf(request), memberOf(request), {
      host: request.headers.host ?? null,
      origin,
    }),
  );

  endpointRoute(
    app,
    calls.createDownline,
    { ...agent, config: { encrypted: true } },
    ({ body }, request) =>
      createDownline(db, merchantOf(request), memberOf(request), body, { ip: request.clientIp }),
  );

  endpointRoute(app, calls.team, agent, ({ query }, request) =>
    teamPage(db, merchantOf(request), memberOf(request), query),
  );

  endpointRoute(app, calls.teamBets, agent, ({ query }, request) =>
    teamBets(db, merchantOf(request), memberOf(request), query),
  );
  endpointRoute(app, calls.teamRounds, agent, ({ query }, request) => {
    const merchant = merchantOf(request);
    const language = readerLanguage(request.headers['accept-language'], merchant);
    return teamRounds(db, merchant, memberOf(request), query, language);
  });

  endpointRoute(app, calls.teamProfit, agent, ({ query }, request) =>
    teamProfit(db, merchantOf(request), memberOf(request), query),
  );

  endpointRoute(app, calls.income, agent, ({ query }, request) =>
    agentIncome(db, merchantOf(request), memberOf(request), query),
  );

  endpointRoute(app, calls.teamTransactions, agent, ({ query }, request) =>
    teamTransactions(db, merchantOf(request), memberOf(request), query),
  );
};
