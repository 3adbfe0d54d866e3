import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameTypes } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';

/** GET /wps/game/types: each category's filter values (sub-categories, bets, lines). */
export function getGameTypes(signal?: AbortSignal): Promise<GameTypes> {
  return call(gamesRoutes.gameTypes, {}, { signal });
}

export function useGameTypes() {
  return useQuery(
    queryOptions({
      queryKey: ['game', 'types'],
      queryFn: ({ signal }) => getGameTypes(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
