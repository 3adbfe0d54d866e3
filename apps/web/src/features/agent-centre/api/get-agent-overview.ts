import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOverview } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

/** GET /wps/agent/overview (agent session): the team's counts and money over a range. */
export function getAgentOverview(range: DateRange, signal?: AbortSignal): Promise<AgentOverview> {
  return call(agentCentreEndpoints.overview, { query: { ...range } }, { signal });
}

export const agentOverviewQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: ['agent-centre', 'overview', range],
    queryFn: ({ signal }) => getAgentOverview(range, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAgentOverview(range: DateRange) {
  return useQuery(agentOverviewQueryOptions(range));
}
