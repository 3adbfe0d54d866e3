import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositLimits, DepositLimitsInput } from '@sorteo/shared/contract/deposit';
import { depositsEndpoints } from '@sorteo/shared/contract/deposits-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/member/deposit-limits (session): limits in force and changes waiting. */
export function getDepositLimits(signal?: AbortSignal): Promise<DepositLimits> {
  return call(depositsEndpoints.limits, {}, { signal });
}

/** PUT /wps/member/deposit-limits (session): lower at once, raise after 24 hours. */
export function updateDepositLimits(input: DepositLimitsInput): Promise<DepositLimits> {
  return call(depositsEndpoints.setLimits, { body: input });
}

export const depositLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit', 'limits'],
    queryFn: ({ signal }) => getDepositLimits(signal),
    staleTime: 0,
  });

export function useDepositLimits() {
  return useQuery(depositLimitsQueryOptions());
}

export function useUpdateDepositLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepositLimits,
    retry: false,
    onSuccess: (limits) => queryClient.setQueryData(depositLimitsQueryOptions().queryKey, limits),
  });
}
