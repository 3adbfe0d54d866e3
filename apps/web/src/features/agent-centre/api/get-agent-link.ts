import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentLink } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/agent/link (agent session): the affiliate code and the registration address. */
export function getAgentLink(signal?: AbortSignal): Promise<AgentLink> {
  return call(agentCentreEndpoints.link, {}, { signal });
}

export const agentLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['agent-centre', 'link'],
    queryFn: ({ signal }) => getAgentLink(signal),
    staleTime: 5 * 60_000,
  });

export function useAgentLink() {
  return useQuery(agentLinkQueryOptions());
}
