import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutsPage, PayoutsQuery } from '@sorteo/shared/contract/agent-contracts';
import { agentContractsEndpoints } from '@sorteo/shared/contract/agent-contracts-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/agent/payouts?kind (agent session): my payouts of a kind, newest period first. */
export function getPayouts(query: PayoutsQuery, signal?: AbortSignal): Promise<PayoutsPage> {
  return call(agentContractsEndpoints.payouts, { query: { ...query } }, { signal });
}

export const payoutsQueryOptions = (query: PayoutsQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'payouts', query],
    queryFn: ({ signal }) => getPayouts(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePayouts(query: PayoutsQuery) {
  return useQuery(payoutsQueryOptions(query));
}
