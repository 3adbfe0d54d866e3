import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositMethods } from '@sorteo/shared/contract/deposit';
import { depositsEndpoints } from '@sorteo/shared/contract/deposits-endpoints';
import { call } from '../../../lib/api-client';
import { translatedAnswer } from '../../../lib/query-client';

/** GET /wps/deposit/methods (session): the enabled methods with their bounds. */
export function getDepositMethods(signal?: AbortSignal): Promise<DepositMethods> {
  return call(depositsEndpoints.methods, {}, { signal });
}

export const depositMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['deposit', 'methods'],
    meta: translatedAnswer,
    queryFn: ({ signal }) => getDepositMethods(signal),
  });

export function useDepositMethods() {
  return useQuery(depositMethodsQueryOptions());
}
