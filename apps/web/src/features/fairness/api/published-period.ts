import { useQuery } from '@tanstack/react-query';
import type { LotteryPeriod } from '@sorteo/shared/contract/lottery';
import { lotteryRoutes } from '@sorteo/shared/contract/lottery-routes';
import { call } from '../../../lib/api-client';

/** GET /lgw/games/:gameCode/periods/:periodNo: the period as this site published it. */
export function getPublishedPeriod(
  gameCode: string,
  periodNo: string,
  signal?: AbortSignal,
): Promise<LotteryPeriod> {
  return call(lotteryRoutes.period, { params: { gameCode, periodNo } }, { signal });
}

export function usePublishedPeriod(target: { gameCode: string; periodNo: string } | null) {
  return useQuery({
    queryKey: ['fairness', 'period', target?.gameCode ?? '', target?.periodNo ?? ''],
    queryFn: ({ signal }) => getPublishedPeriod(target!.gameCode, target!.periodNo, signal),
    enabled: target !== null,
    retry: false,
  });
}
