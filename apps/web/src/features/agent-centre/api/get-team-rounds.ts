import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamRoundsPage } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import { teamFeedParams, type TeamFeedQuery } from '../lib/team-records-query';

/** GET /wps/agent/team/rounds (agent session): the team's vendor rounds, newest first, a page after `before`. */
export function getTeamRounds(query: TeamFeedQuery, signal?: AbortSignal): Promise<TeamRoundsPage> {
  return call(agentCentreEndpoints.teamRounds, { query: teamFeedParams(query) }, { signal });
}

export const teamRoundsQueryOptions = (query: TeamFeedQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'team-rounds', query],
    queryFn: ({ signal }) => getTeamRounds(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamRounds(query: TeamFeedQuery, enabled: boolean) {
  return useQuery({ ...teamRoundsQueryOptions(query), enabled });
}
