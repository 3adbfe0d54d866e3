import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositRequest } from '@sorteo/shared/contract/deposit';
import type { Page } from '@sorteo/shared/contract/envelope';
import { depositsEndpoints } from '@sorteo/shared/contract/deposits-endpoints';
import { call } from '../../../lib/api-client';

export const DEPOSIT_PAGE_SIZE = 10;

/** GET /wps/deposit/requests (session): the player's requests, newest first. */
export function getDepositRequests(
  pageNo: number,
  signal?: AbortSignal,
): Promise<Page<DepositRequest>> {
  return call(
    depositsEndpoints.requests,
    { query: { pageNo, pageSize: DEPOSIT_PAGE_SIZE } },
    { signal },
  );
}

export const depositRequestsKey = ['deposit', 'requests'] as const;

export const depositRequestsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...depositRequestsKey, pageNo],
    queryFn: ({ signal }) => getDepositRequests(pageNo, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDepositRequests(pageNo: number) {
  return useQuery(depositRequestsQueryOptions(pageNo));
}
