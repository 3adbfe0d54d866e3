import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentGames, RecentGamesQuery } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

/** GET /wps/game/recent (session): the member's last launched games. */
export function getRecentGames(
  query: RecentGamesQuery,
  signal?: AbortSignal,
): Promise<RecentGames> {
  return call(gamesRoutes.recentGames, { query: { clientType: '3', ...query } }, { signal });
}

export function useRecentGames(enabled: boolean, query: RecentGamesQuery = {}) {
  return useQuery(
    queryOptions({
      queryKey: ['game', 'recent', query],
      queryFn: ({ signal }) => getRecentGames(query, signal),
      enabled,
      staleTime: 30_000,
    }),
  );
}
