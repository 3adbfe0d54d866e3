import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotGames, HotGamesQuery } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

/** GET /wps/game/hot: up to 20 games, the pinned ones first (SPEC §7 isPlatform 2). */
export function getHotGames(query: HotGamesQuery, signal?: AbortSignal): Promise<HotGames> {
  return call(gamesRoutes.hotGames, { query: { isPlatform: '2', ...query } }, { signal });
}

export function useHotGames(query: HotGamesQuery = {}) {
  return useQuery(
    queryOptions({
      queryKey: ['game', 'hot', query],
      queryFn: ({ signal }) => getHotGames(query, signal),
      staleTime: 60_000,
    }),
  );
}
