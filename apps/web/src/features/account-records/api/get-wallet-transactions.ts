import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionKind, WalletRecordsPage } from '@sorteo/shared';
import { walletEndpoints } from '@sorteo/shared/contract/wallet-endpoints';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

export interface WalletTransactionsQuery extends DateRange {
  kind: TransactionKind | null;
  pageNo: number;
  pageSize: number;
}

/** GET /wps/wallet/transactions (session): the player's wallet movements, newest first. */
export function getWalletTransactions(
  query: WalletTransactionsQuery,
  signal?: AbortSignal,
): Promise<WalletRecordsPage> {
  return call(
    walletEndpoints.transactions,
    { query: { ...query, kind: query.kind ?? undefined } },
    { signal },
  );
}

export const walletTransactionsQueryOptions = (query: WalletTransactionsQuery) =>
  queryOptions({
    queryKey: ['account-records', 'transactions', query],
    queryFn: ({ signal }) => getWalletTransactions(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useWalletTransactions(query: WalletTransactionsQuery) {
  return useQuery(walletTransactionsQueryOptions(query));
}
