import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamRoundsPage } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import { teamRecordsParams, type TeamRecordsQuery } from '../lib/team-records-query';

/** GET /wps/agent/team/rounds (agent session): the team's vendor rounds, with totals. */
export function getTeamRounds(
  query: TeamRecordsQuery,
  signal?: AbortSignal,
): Promise<TeamRoundsPage> {
  return call(agentCentreEndpoints.teamRounds, { query: teamRecordsParams(query) }, { signal });
}

export const teamRoundsQueryOptions = (query: TeamRecordsQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'team-rounds', query],
    queryFn: ({ signal }) => getTeamRounds(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamRounds(query: TeamRecordsQuery, enabled: boolean) {
  return useQuery({ ...teamRoundsQueryOptions(query), enabled });
}
