import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenu } from '@sorteo/shared';
import { lotteryEndpoints } from '@sorteo/shared/contract/lottery-endpoints';
import { call } from '../../../lib/api-client';

export const vnKeys = {
  menu: ['vn-lottery', 'menu'] as const,
  recent: ['vn-lottery', 'recent'] as const,
  numbers: (gameCode: string) => ['vn-lottery', 'numbers', gameCode] as const,
};

/** GET /lgw/vn/games/game_menu: the VN games (left bar), in menu order. */
export function getVnMenu(signal?: AbortSignal): Promise<GameMenu> {
  return call(lotteryEndpoints.vnGameMenu, { query: { device: 'WEB' } }, { signal });
}

export const vnMenuQueryOptions = () =>
  queryOptions({
    queryKey: vnKeys.menu,
    queryFn: ({ signal }) => getVnMenu(signal),
    staleTime: 60_000,
  });

export function useVnMenu() {
  return useQuery(vnMenuQueryOptions());
}

/** GET /lgw/vn/games/recent: the latest draw of each VN game (the lobby). */
export function useVnRecent(enabled: boolean) {
  return useQuery({
    queryKey: vnKeys.recent,
    queryFn: ({ signal }) => call(lotteryEndpoints.vnRecent, { query: {} }, { signal }),
    enabled,
    staleTime: 5_000,
  });
}

/** GET /lgw/vn/numbers: how often each number 00–99 ended a prize over the last draws. */
export function useVnNumbers(gameCode: string | null, draws = 30) {
  return useQuery({
    queryKey: [...vnKeys.numbers(gameCode ?? ''), draws],
    queryFn: ({ signal }) =>
      call(
        lotteryEndpoints.vnNumbers,
        { query: { gameCode: gameCode ?? '', count: 100, draws } },
        { signal },
      ),
    enabled: gameCode !== null,
    staleTime: 30_000,
  });
}
