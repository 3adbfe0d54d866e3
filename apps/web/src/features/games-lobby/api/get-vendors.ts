import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorGroup } from '@sorteo/shared';
import { gamesEndpoints } from '@sorteo/shared/contract/games-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/game/vendors: only categories that have at least one vendor come back. */
export function getVendors(signal?: AbortSignal): Promise<VendorGroup[]> {
  return call(gamesEndpoints.vendors, {}, { signal });
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
