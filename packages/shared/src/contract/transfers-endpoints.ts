import { endpoint } from './endpoint.js';
import { pageSchema } from './envelope.js';
import {
  downlineQuerySchema,
  downlineSchema,
  transferRequestSchema,
  transferResultSchema,
} from './transfer.js';

const tags = ['transfers'] as const;

/**
 * An agent's transfers under /wps (agent session): the transfer itself (its body encrypted,
 * docs/encrypted-calls.md) and the accounts it may send money to.
 */
export const transfersEndpoints = {
  transfer: endpoint({
    method: 'POST',
    path: '/wps/agent/transfer',
    summary: "Moves money from the agent's wallet to a downline's, with the payment password",
    tags,
    body: transferRequestSchema,
    response: transferResultSchema,
  }),
  downlines: endpoint({
    method: 'GET',
    path: '/wps/agent/downlines',
    summary: 'Accounts under the agent, direct ones first, whose name contains the query',
    tags,
    query: downlineQuerySchema,
    response: pageSchema(downlineSchema),
  }),
};
