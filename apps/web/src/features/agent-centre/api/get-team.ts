import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamPage } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';

export interface TeamListQuery {
  /** Part of an account name; empty for everyone. */
  query: string;
  scope: 'direct' | 'all';
  pageNo: number;
  pageSize: number;
}

/** GET /wps/agent/team (agent session): the accounts under the agent, direct or all. */
export function getTeam(query: TeamListQuery, signal?: AbortSignal): Promise<TeamPage> {
  return call(
    agentCentreEndpoints.team,
    { query: { ...query, query: query.query.trim() || undefined } },
    { signal },
  );
}

export const teamQueryOptions = (query: TeamListQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'team', query],
    queryFn: ({ signal }) => getTeam(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeam(query: TeamListQuery) {
  return useQuery(teamQueryOptions(query));
}
