import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfitGrouping } from '@sorteo/shared';
import { walletEndpoints } from '@sorteo/shared/contract/wallet-endpoints';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

export interface ProfitReportQuery extends DateRange {
  groupBy: ProfitGrouping;
}

/** GET /wps/wallet/profit (session): profit and its parts per day, week or month. */
export function getProfitReport(query: ProfitReportQuery, signal?: AbortSignal) {
  return call(walletEndpoints.profit, { query: { ...query } }, { signal });
}

export const profitReportQueryOptions = (query: ProfitReportQuery) =>
  queryOptions({
    queryKey: ['profit', 'report', query],
    queryFn: ({ signal }) => getProfitReport(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useProfitReport(query: ProfitReportQuery) {
  return useQuery(profitReportQueryOptions(query));
}
