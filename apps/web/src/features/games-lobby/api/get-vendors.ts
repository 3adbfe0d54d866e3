import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorGroup } from '@sorteo/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/game/vendors: only categories that have at least one vendor come back. */
export function getVendors(signal?: AbortSignal): Promise<VendorGroup[]> {
  // Not through call(): this loads with the first page, and the contract would bring zod and
  // its schemas into the initial JavaScript (docs/decisions/0022-calls-declared-once.md).
  return apiGet<VendorGroup[]>('/wps/game/vendors', { signal });
}

export const vendorsQueryOptions = () =>
  queryOptions({
    queryKey: ['game', 'vendors'],
    queryFn: ({ signal }) => getVendors(signal),
    staleTime: 5 * 60_000,
  });

export function useVendors() {
  return useQuery(vendorsQueryOptions());
}
