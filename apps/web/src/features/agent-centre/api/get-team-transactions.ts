import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamTransactionsPage } from '@sorteo/shared/contract/agent-centre';
import type { TransactionKind } from '@sorteo/shared/contract/ledger';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

export interface TeamTransactionsListQuery extends DateRange {
  /** Exact account name, any case; null for the whole team. */
  account: string | null;
  kind: TransactionKind | null;
  /** The `next` of the page before; null for the newest page. */
  before: number | null;
  pageSize: number;
}

/** GET /wps/agent/team/transactions (agent session): team wallet movements, newest first, a page after `before`. */
export function getTeamTransactions(
  query: TeamTransactionsListQuery,
  signal?: AbortSignal,
): Promise<TeamTransactionsPage> {
  return call(
    agentCentreEndpoints.teamTransactions,
    {
      query: {
        ...query,
        account: query.account ?? undefined,
        kind: query.kind ?? undefined,
        before: query.before ?? undefined,
      },
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
