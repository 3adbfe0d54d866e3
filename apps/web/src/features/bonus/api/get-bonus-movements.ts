import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusPage } from '@sorteo/shared';
import { walletRoutes } from '@sorteo/shared/contract/wallet-routes';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

export interface BonusMovementsQuery extends DateRange {
  pageNo: number;
  pageSize: number;
}

/** GET /wps/wallet/bonus (session): bonuses credited to the wallet, with their reasons. */
export function getBonusMovements(
  query: BonusMovementsQuery,
  signal?: AbortSignal,
): Promise<BonusPage> {
  return call(walletRoutes.bonus, { query }, { signal });
}

export const bonusMovementsQueryOptions = (query: BonusMovementsQuery) =>
  queryOptions({
    queryKey: ['bonus', 'movements', query],
    queryFn: ({ signal }) => getBonusMovements(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBonusMovements(query: BonusMovementsQuery) {
  return useQuery(bonusMovementsQueryOptions(query));
}
