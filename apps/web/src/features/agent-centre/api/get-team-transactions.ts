import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamTransactionsPage } from '@sorteo/shared/contract/agent-centre';
import type { TransactionKind } from '@sorteo/shared/contract/ledger';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import { teamFeedParams, type TeamFeedQuery } from '../lib/team-records-query';

export interface TeamTransactionsListQuery extends TeamFeedQuery {
  kind: TransactionKind | null;
}

/** GET /wps/agent/team/transactions (agent session): team wallet movements, newest first, a page after `before`. */
export function getTeamTransactions(
  query: TeamTransactionsListQuery,
  signal?: AbortSignal,
): Promise<TeamTransactionsPage> {
  return call(
    agentCentreEndpoints.teamTransactions,
    {
      query: { ...teamFeedParams(query), kind: query.kind ?? undefined },
    },
    { signal },
  );
}

export const teamTransactionsQueryOptions = (query: TeamTransactionsListQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'team-transactions', query],
    queryFn: ({ signal }) => getTeamTransactions(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useTeamTransactions(query: TeamTransactionsListQuery) {
  return useQuery(teamTransactionsQueryOptions(query));
}
