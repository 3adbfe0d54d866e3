import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BetDetail, BetStatus, MyBetsPage } from '@sorteo/shared';
import { lotteryBetsEndpoints } from '@sorteo/shared/contract/lottery-bets-endpoints';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

export interface MyBetsQuery extends DateRange {
  gameCode: string | null;
  status: BetStatus | null;
  pageNo: number;
  pageSize: number;
}

/** GET /lgw/bets (session): the player's bets, newest first, with the range's totals. */
export function getMyBets(query: MyBetsQuery, signal?: AbortSignal): Promise<MyBetsPage> {
  const { gameCode, status, ...rest } = query;
  return call(
    lotteryBetsEndpoints.myBets,
    { query: { ...rest, gameCode: gameCode ?? undefined, status: status ?? undefined } },
    { signal },
  );
}

export const myBetsQueryOptions = (query: MyBetsQuery) =>
  queryOptions({
    queryKey: ['betting-record', 'bets', query],
    queryFn: ({ signal }) => getMyBets(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyBets(query: MyBetsQuery) {
  return useQuery(myBetsQueryOptions(query));
}

/** GET /lgw/bets/:betId (session): one bet with its period, seed included once revealed. */
export function getBetDetail(betId: number, signal?: AbortSignal): Promise<BetDetail> {
  return call(lotteryBetsEndpoints.oneBet, { params: { betId } }, { signal });
}

export const betDetailQueryOptions = (betId: number) =>
  queryOptions({
    queryKey: ['betting-record', 'bet', betId],
    queryFn: ({ signal }) => getBetDetail(betId, signal),
    staleTime: 60_000,
  });
