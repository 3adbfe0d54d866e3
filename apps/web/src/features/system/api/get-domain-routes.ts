import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainRoutes } from '@sorteo/shared';
import { systemEndpoints } from '@sorteo/shared/contract/system-endpoints';
import { call } from '../../../lib/api-client';

export function getDomainRoutes(signal?: AbortSignal): Promise<DomainRoutes> {
  return call(systemEndpoints.domainRoutes, {}, { signal });
}

export const domainRoutesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'domain-routes'],
    queryFn: ({ signal }) => getDomainRoutes(signal),
  });

export function useDomainRoutes(enabled = true) {
  return useQuery({ ...domainRoutesQueryOptions(), enabled });
}
