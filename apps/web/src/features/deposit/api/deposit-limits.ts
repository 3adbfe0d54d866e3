import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositLimits, DepositLimitsInput } from '@sorteo/shared/contract/deposit';
import { apiGet, apiPut } from '../../../lib/api-client';

const path = '/wps/member/deposit-limits';

/** GET /wps/member/deposit-limits (session): limits in force and changes waiting. */
export function getDepositLimits(signal?: AbortSignal): Promise<DepositLimits> {
  return apiGet<DepositLimits>(path, { signal });
}

/** PUT /wps/member/deposit-limits (session): lower at once, raise after 24 hours. */
export function updateDepositLimits(input: DepositLimitsInput): Promise<DepositLimits> {
  return apiPut<DepositLimits>(path, input);
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
