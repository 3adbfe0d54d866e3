import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorGroup } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

/** GET /wps/game/vendors: only categories that have at least one vendor come back. */
export function getVendors(signal?: AbortSignal): Promise<VendorGroup[]> {
  return call(gamesRoutes.vendors, {}, { signal });
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
