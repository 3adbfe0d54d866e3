import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameList, GameListQuery } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

/** GET /wps/game/list: one page of a lobby's games (42 by default), filtered. */
export function getGameList(query: GameListQuery, signal?: AbortSignal): Promise<GameList> {
  return call(gamesRoutes.gameList, { query }, { signal });
}

export const gameListQueryOptions = (query: GameListQuery) =>
  queryOptions({
    queryKey: ['game', 'list', query],
    queryFn: ({ signal }) => getGameList(query, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useGameList(query: GameListQuery) {
  return useQuery(gameListQueryOptions(query));
}
