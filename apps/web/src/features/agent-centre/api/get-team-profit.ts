import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamProfitPage } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import { teamRecordsParams, type TeamRecordsQuery } from '../lib/team-records-query';

/** GET /wps/agent/team/profit (agent session): each team account's profit and loss. */
export function getTeamProfit(
  query: TeamRecordsQuery,
  signal?: AbortSignal,
): Promise<TeamProfitPage> {
  return call(agentCentreEndpoints.teamProfit, { query: teamRecordsParams(query) }, { signal });
}

export const teamProfitQueryOptions = (query: TeamRecordsQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'team-profit', query],
    queryFn: ({ signal }) => getTeamProfit(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamProfit(query: TeamRecordsQuery) {
  return useQuery(teamProfitQueryOptions(query));
}
