import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteGames, FavouriteGamesQuery } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

/** GET /wps/game/favourites (session): the member's favourites and every favourite id. */
export function getFavouriteGames(
  query: FavouriteGamesQuery,
  signal?: AbortSignal,
): Promise<FavouriteGames> {
  return call(gamesRoutes.favouriteGames, { query: { clientType: '3', ...query } }, { signal });
}

export const favouriteGamesKey = ['game', 'favourites'] as const;

export function useFavouriteGames(enabled: boolean, query: FavouriteGamesQuery = {}) {
  return useQuery(
    queryOptions({
      queryKey: [...favouriteGamesKey, query],
      queryFn: ({ signal }) => getFavouriteGames(query, signal),
      enabled,
      staleTime: 30_000,
    }),
  );
}
