import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatusValue } from '@sorteo/shared';
import { apiGet } from '../../../lib/api-client';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return apiGet<SystemStatusValue>('/wps/system/status', { signal });
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
