import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoundDetail, RoundsPage } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

export interface MyRoundsQuery extends DateRange {
  vassalage: string | null;
  pageNo: number;
  pageSize: number;
}

/** GET /wps/game/rounds (session): the player's rounds of vendors' games, with totals. */
export function getMyRounds(query: MyRoundsQuery, signal?: AbortSignal): Promise<RoundsPage> {
  const { vassalage, ...rest } = query;
  return call(
    gamesRoutes.rounds,
    { query: { ...rest, ...(vassalage ? { vassalage } : {}) } },
    { signal },
  );
}

export function useMyRounds(query: MyRoundsQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['betting-record', 'rounds', query],
      queryFn: ({ signal }) => getMyRounds(query, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /wps/game/rounds/:roundRef (session): one round with its wallet calls. */
export function useRoundDetail(roundRef: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['betting-record', 'round', roundRef],
      queryFn: ({ signal }): Promise<RoundDetail> =>
        call(gamesRoutes.round, { params: { roundRef: roundRef ?? '' } }, { signal }),
      enabled: roundRef !== null,
    }),
  );
}
