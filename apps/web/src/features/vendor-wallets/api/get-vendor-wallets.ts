import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolidatedWallets } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

export const vendorWalletsQueryKey = ['game', 'wallets'] as const;

/** GET /wps/game/wallets (session): the main wallet and each transfer-wallet vendor's. */
export function getVendorWallets(): Promise<ConsolidatedWallets> {
  return call(gamesRoutes.vendorWallets, {});
}

export const vendorWalletsQueryOptions = () =>
  queryOptions({ queryKey: vendorWalletsQueryKey, queryFn: getVendorWallets, staleTime: 5_000 });

export function useVendorWalletsQuery(enabled: boolean) {
  return useQuery({ ...vendorWalletsQueryOptions(), enabled });
}
