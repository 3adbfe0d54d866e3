import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { WithdrawalRequest } from '@sorteo/shared';
import { withdrawalsEndpoints } from '@sorteo/shared/contract/withdrawals-endpoints';
import { call } from '../../../lib/api-client';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/** GET /wps/withdrawals/limits (session): the smallest and largest request. */
export function getWithdrawalLimits(signal?: AbortSignal) {
  return call(withdrawalsEndpoints.limits, {}, { signal });
}

export function useWithdrawalLimits() {
  return useQuery({
    queryKey: ['withdraw', 'limits'],
    queryFn: ({ signal }) => getWithdrawalLimits(signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/withdrawals (session): the player's requests, newest first. */
export function getWithdrawals(pageNo: number, pageSize: number, signal?: AbortSignal) {
  return call(withdrawalsEndpoints.withdrawals, { query: { pageNo, pageSize } }, { signal });
}

export const withdrawalsQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['withdraw', 'requests', pageNo, pageSize],
    queryFn: ({ signal }) => getWithdrawals(pageNo, pageSize, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useWithdrawals(pageNo: number, pageSize: number) {
  return useQuery(withdrawalsQueryOptions(pageNo, pageSize));
}

/** POST /wps/withdrawals (session, encrypted): holds the amount until it is reviewed. */
export function requestWithdrawal(request: WithdrawalRequest) {
  return callEncryptedEndpoint(withdrawalsEndpoints.requestWithdrawal, { body: request });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['withdraw', 'requests'] }),
  });
}
