import { endpoint } from './endpoint.js';
import { pageSchema } from './envelope.js';
import { downlineQuerySchema, downlineSchema } from './transfer.js';

const tags = ['transfers'] as const;

/** An agent's transfers under /wps (agent session): the accounts it may send money to. */
export const transfersEndpoints = {
  downlines: endpoint({
    method: 'GET',
    path: '/wps/agent/downlines',
    summary: 'Accounts under the agent, direct ones first, whose name contains the query',
    tags,
    query: downlineQuerySchema,
    response: pageSchema(downlineSchema),
  }),
};
