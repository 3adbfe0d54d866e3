import {
  agentContractsSchema,
  consolidatedSchema,
  contractOfferParamsSchema,
  contractOfferRequestSchema,
  contractsQuerySchema,
  contractTerminationRequestSchema,
  contractVersionSchema,
  payoutsPageSchema,
  payoutsQuerySchema,
} from './agent-contracts.js';
import { endpoint } from './endpoint.js';

const tags = ['agent-contracts'] as const;

/**
 * Agent contracts under /wps/agent/contracts (agent session), and the consolidated flags any
 * signed-in member reads (SPEC §3 "Consolidated response").
 */
export const agentContractsEndpoints = {
  contracts: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts',
    summary: "My contract of a kind, offers to me, and my direct downline agents' contracts",
    tags,
    query: contractsQuerySchema,
    response: agentContractsSchema,
  }),
  offer: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/offers',
    summary: 'Offers terms to a direct downline agent (at most my own rates, tier by tier)',
    tags,
    body: contractOfferRequestSchema,
    response: contractVersionSchema,
  }),
  terminate: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/terminations',
    summary: 'Asks a direct downline agent to end its contract of a kind',
    tags,
    body: contractTerminationRequestSchema,
    response: contractVersionSchema,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/offers/:id/accept',
    summary: 'Accepts an offer to me; it applies from the start of the next period',
    tags,
    params: contractOfferParamsSchema,
    response: contractVersionSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/offers/:id/reject',
    summary: 'Rejects an offer to me',
    tags,
    params: contractOfferParamsSchema,
    response: contractVersionSchema,
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/wps/agent/payouts',
    summary: 'My payouts of a kind, newest period first, each with its basis',
    tags,
    query: payoutsQuerySchema,
    response: payoutsPageSchema,
  }),
  consolidated: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    summary: 'Which contract entries to show the member, and where it stands in each',
    tags,
    response: consolidatedSchema,
  }),
} as const;
