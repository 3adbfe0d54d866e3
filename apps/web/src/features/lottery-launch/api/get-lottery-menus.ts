import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenus } from '@sorteo/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /lgw/games/game_menus: every in-house lottery game of the merchant, by menu group. */
export function getLotteryMenus(signal?: AbortSignal): Promise<GameMenus> {
  // Not through call(): this loads with the first page, and the contract would bring zod and
  // its schemas into the initial JavaScript (docs/decisions/0022-calls-declared-once.md).
  return apiGet<GameMenus>('/lgw/games/game_menus', { signal });
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
