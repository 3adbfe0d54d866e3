import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Downline } from '@sorteo/shared/contract/transfer';
import type { Page } from '@sorteo/shared/contract/envelope';
import { transfersEndpoints } from '@sorteo/shared/contract/transfers-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/agent/downlines?query (session): accounts under the agent matching `query`. */
export function getDownlines(query: string, signal?: AbortSignal): Promise<Page<Downline>> {
  return call(
    transfersEndpoints.downlines,
    { query: { query: query || undefined, pageNo: 1, pageSize: 8 } },
    { signal },
  );
}

export function useDownlines(query: string) {
  return useQuery({
    queryKey: ['wallet', 'downlines', query],
    queryFn: ({ signal }) => getDownlines(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
