import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamBetsPage } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import { teamRecordsParams, type TeamRecordsQuery } from '../lib/team-records-query';

/** GET /wps/agent/team/bets (agent session): the team's bets, newest first, with totals. */
export function getTeamBets(query: TeamRecordsQuery, signal?: AbortSignal): Promise<TeamBetsPage> {
  return call(agentCentreEndpoints.teamBets, { query: teamRecordsParams(query) }, { signal });
}

export const teamBetsQueryOptions = (query: TeamRecordsQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'team-bets', query],
    queryFn: ({ signal }) => getTeamBets(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamBets(query: TeamRecordsQuery) {
  return useQuery(teamBetsQueryOptions(query));
}
