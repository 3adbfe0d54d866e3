import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatusValue } from '@sorteo/shared';
import { systemRoutes } from '@sorteo/shared/contract/system-routes';
import { call } from '../../../lib/api-client';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return call(systemRoutes.status, {}, { signal });
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: Infinity,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
