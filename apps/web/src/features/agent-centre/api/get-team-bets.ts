import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamBetsPage } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import { teamFeedParams, type TeamFeedQuery } from '../lib/team-records-query';

/** GET /wps/agent/team/bets (agent session): the team's bets, newest first, a page after `before`. */
export function getTeamBets(query: TeamFeedQuery, signal?: AbortSignal): Promise<TeamBetsPage> {
  return call(agentCentreEndpoints.teamBets, { query: teamFeedParams(query) }, { signal });
}

export const teamBetsQueryOptions = (query: TeamFeedQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'team-bets', query],
    queryFn: ({ signal }) => getTeamBets(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamBets(query: TeamFeedQuery, enabled: boolean) {
  return useQuery({ ...teamBetsQueryOptions(query), enabled });
}
