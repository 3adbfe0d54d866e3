import {
  agentIncomePageSchema,
  agentIncomeQuerySchema,
  agentLinkSchema,
  agentOverviewSchema,
  agentRangeQuerySchema,
  createdDownlineSchema,
  createDownlineRequestSchema,
  teamBetsPageSchema,
  teamBetsQuerySchema,
  teamPageSchema,
  teamProfitPageSchema,
  teamProfitQuerySchema,
  teamQuerySchema,
  teamTransactionsPageSchema,
  teamTransactionsQuerySchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireAgent,
} from '../../plugins/member-session.js';
import { agentLink } from './agent-link.service.js';
import { createDownline } from './downline-accounts.service.js';
import { agentOverview } from './overview.service.js';
import { agentIncome, teamBets, teamProfit, teamTransactions } from './team-reports.service.js';
import { teamPage } from './team.service.js';

/** The agent centre (SPEC §2 "Agent centre modal"): agents only, see requireAgent. */
export const agentCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const preHandler = requireAgent(db);
  const tags = ['agent-centre'];
  const origin = { publicUrl: config.recovery.publicUrl, port: config.port };

  app.get(
    '/wps/agent/overview',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The team's size, growth, wallets and money per day over a range",
        querystring: agentRangeQuerySchema,
        response: replies(agentOverviewSchema),
      },
    },
    async (request) =>
      ok(await agentOverview(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/wps/agent/link',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The agent's affiliate code and the registration address carrying it",
        response: replies(agentLinkSchema),
      },
    },
    async (request) =>
      ok(
        await agentLink(db, merchantOf(request), memberOf(request), {
          host: request.headers.host ?? null,
          origin,
        }),
      ),
  );

  app.post(
    '/wps/agent/downlines',
    {
      preHandler,
      config: { encrypted: true },
      schema: {
        tags,
        security,
        summary: 'Opens an account directly under the agent, by the registration rules',
        body: createDownlineRequestSchema,
        response: replies(createdDownlineSchema),
      },
    },
    async (request) =>
      ok(
        await createDownline(db, merchantOf(request), memberOf(request), request.body, {
          ip: request.clientIp,
        }),
      ),
  );

  app.get(
    '/wps/agent/team',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Team management: accounts under the agent with their wallets',
        querystring: teamQuerySchema,
        response: replies(teamPageSchema),
      },
    },
    async (request) =>
      ok(await teamPage(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/wps/agent/team/bets',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The team's lottery bets in a range, newest first, with totals",
        querystring: teamBetsQuerySchema,
        response: replies(teamBetsPageSchema),
      },
    },
    async (request) =>
      ok(await teamBets(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/wps/agent/team/profit',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Profit and loss per team member over a range, with totals',
        querystring: teamProfitQuerySchema,
        response: replies(teamProfitPageSchema),
      },
    },
    async (request) =>
      ok(await teamProfit(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/wps/agent/income',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The agent's commission income in a range, newest first, with its total",
        querystring: agentIncomeQuerySchema,
        response: replies(agentIncomePageSchema),
      },
    },
    async (request) =>
      ok(await agentIncome(db, merchantOf(request), memberOf(request), request.query)),
  );

  app.get(
    '/wps/agent/team/transactions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The team's wallet movements in a range, newest first",
        querystring: teamTransactionsQuerySchema,
        response: replies(teamTransactionsPageSchema),
      },
    },
    async (request) =>
      ok(await teamTransactions(db, merchantOf(request), memberOf(request), request.query)),
  );
};
