import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenus } from '@sorteo/shared';
import { lotteryRoutes } from '@sorteo/shared/contract/lottery-routes';
import { call } from '../../../lib/api-client';

/** GET /lgw/games/game_menus: every in-house lottery game of the merchant, by menu group. */
export function getLotteryMenus(signal?: AbortSignal): Promise<GameMenus> {
  return call(lotteryRoutes.gameMenus, {}, { signal });
}

export const lotteryMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['lottery-launch', 'game-menus'],
    queryFn: ({ signal }) => getLotteryMenus(signal),
    staleTime: 5 * 60_000,
  });

export function useLotteryMenus(enabled = true) {
  return useQuery({ ...lotteryMenusQueryOptions(), enabled });
}
