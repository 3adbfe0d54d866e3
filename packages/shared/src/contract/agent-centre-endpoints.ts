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
  teamRoundsPageSchema,
  teamRoundsQuerySchema,
  teamProfitQuerySchema,
  teamQuerySchema,
  teamTransactionsPageSchema,
  teamTransactionsQuerySchema,
} from './agent-centre.js';
import { endpoint } from './endpoint.js';

const tags = ['agent-centre'] as const;

/**
 * The agent centre under /wps/agent (agent session): overview, link, new downline accounts
 * (their body encrypted, docs/encrypted-calls.md), the team and its records.
 */
export const agentCentreEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/wps/agent/overview',
    summary: "The team's size, growth, wallets and money per day over a range",
    tags,
    query: agentRangeQuerySchema,
    response: agentOverviewSchema,
  }),
  link: endpoint({
    method: 'GET',
    path: '/wps/agent/link',
    summary: "The agent's affiliate code and the registration address carrying it",
    tags,
    response: agentLinkSchema,
  }),
  createDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/downlines',
    summary: 'Opens an account directly under the agent, by the registration rules',
    tags,
    body: createDownlineRequestSchema,
    response: createdDownlineSchema,
  }),
  team: endpoint({
    method: 'GET',
    path: '/wps/agent/team',
    summary: 'Team management: accounts under the agent with their wallets',
    tags,
    query: teamQuerySchema,
    response: teamPageSchema,
  }),
  teamBets: endpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    summary: "The team's lottery bets in a range, newest first, with totals",
    tags,
    query: teamBetsQuerySchema,
    response: teamBetsPageSchema,
  }),
  teamRounds: endpoint({
    method: 'GET',
    path: '/wps/agent/team/rounds',
    summary: "The team's rounds of vendors' games in a range, newest first, with totals",
    tags,
    query: teamRoundsQuerySchema,
    response: teamRoundsPageSchema,
  }),
  teamProfit: endpoint({
    method: 'GET',
    path: '/wps/agent/team/profit',
    summary: 'Profit and loss per team member over a range, with totals',
    tags,
    query: teamProfitQuerySchema,
    response: teamProfitPageSchema,
  }),
  income: endpoint({
    method: 'GET',
    path: '/wps/agent/income',
    summary: "The agent's commission income in a range, newest first, with its total",
    tags,
    query: agentIncomeQuerySchema,
    response: agentIncomePageSchema,
  }),
  teamTransactions: endpoint({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    summary: "The team's wallet movements in a range, newest first",
    tags,
    query: teamTransactionsQuerySchema,
    response: teamTransactionsPageSchema,
  }),
};
