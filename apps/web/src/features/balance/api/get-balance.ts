import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalanceView } from '@sorteo/shared/contract/wallet';
import { walletRoutes } from '@sorteo/shared/contract/wallet-routes';
import { call } from '../../../lib/api-client';

export type { WalletBalanceView };

/** GET /wps/v2/wallets/balance (session): the wallet in minor units of `currency`. */
export function getBalance(signal?: AbortSignal): Promise<WalletBalanceView> {
  return call(walletRoutes.balance, {}, { signal });
}

export const balanceQueryKey = ['balance'] as const;

// Pushes from the live socket keep it current; a fetch is for the first view, the refresh
// button, after a money action of this page, and catching up after a reconnect.
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceQueryKey,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 5 * 60_000,
  });

export function useBalanceQuery(enabled: boolean) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
