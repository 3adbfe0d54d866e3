import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PlaceBetsRequest } from '@sorteo/shared/contract/lottery';
import { lotteryBetsEndpoints } from '@sorteo/shared/contract/lottery-bets-endpoints';
import { lotteryEndpoints } from '@sorteo/shared/contract/lottery-endpoints';
import { call } from '../../../lib/api-client';
import { balanceQueryKey } from '../../balance/api/get-balance';

/** Every lottery query starts with this key, so one invalidation refreshes them all. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: ['lottery', 'menus'] as const,
  current: (gameCode: string) => ['lottery', 'current', gameCode] as const,
  results: (gameCode: string) => ['lottery', 'results', gameCode] as const,
  period: (gameCode: string, periodNo: string) =>
    ['lottery', 'period', gameCode, periodNo] as const,
  bets: ['lottery', 'bets'] as const,
};

/** GET /lgw/games/game_menus: every enabled game, grouped by family (VN, 5D, K3). */
export function getGameMenus(signal?: AbortSignal) {
  return call(lotteryEndpoints.gameMenus, {}, { signal });
}

export function useGameMenus() {
  return useQuery({
    queryKey: lotteryKeys.menus,
    queryFn: ({ signal }) => getGameMenus(signal),
    staleTime: 60_000,
  });
}

/** GET /lgw/games/:gameCode/current: the period taking bets, the next ones, the last drawn. */
export function getCurrentPeriod(gameCode: string, signal?: AbortSignal) {
  return call(lotteryEndpoints.currentPeriod, { params: { gameCode } }, { signal });
}

export const currentPeriodQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.current(gameCode),
    queryFn: ({ signal }) => getCurrentPeriod(gameCode, signal),
    staleTime: 5_000,
  });

export function useCurrentPeriod(gameCode: string | null) {
  return useQuery({ ...currentPeriodQueryOptions(gameCode ?? ''), enabled: gameCode !== null });
}

/** GET /lgw/games/:gameCode/results: drawn periods, newest first. */
export function getResults(gameCode: string, pageSize: number, signal?: AbortSignal) {
  return call(
    lotteryEndpoints.results,
    { params: { gameCode }, query: { pageNo: 1, pageSize } },
    { signal },
  );
}

export function useResults(gameCode: string | null, pageSize: number) {
  return useQuery({
    queryKey: [...lotteryKeys.results(gameCode ?? ''), pageSize],
    queryFn: ({ signal }) => getResults(gameCode ?? '', pageSize, signal),
    enabled: gameCode !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** GET /lgw/games/:gameCode/periods/:periodNo: one period as published. */
export function getPeriod(gameCode: string, periodNo: string, signal?: AbortSignal) {
  return call(lotteryEndpoints.period, { params: { gameCode, periodNo } }, { signal });
}

export function usePeriod(gameCode: string, periodNo: string, enabled: boolean) {
  return useQuery({
    queryKey: lotteryKeys.period(gameCode, periodNo),
    queryFn: ({ signal }) => getPeriod(gameCode, periodNo, signal),
    enabled,
    retry: false,
  });
}

/** GET /lgw/bets (session): the player's bets, newest first, optionally of one game. */
export function getMyBets(gameCode: string | null, pageSize: number, signal?: AbortSignal) {
  const query = { gameCode: gameCode ?? undefined, pageNo: 1, pageSize };
  return call(lotteryBetsEndpoints.myBets, { query }, { signal });
}

export function useMyBets(gameCode: string | null, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: [...lotteryKeys.bets, gameCode, pageSize],
    queryFn: ({ signal }) => getMyBets(gameCode, pageSize, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /lgw/bets (session): one order on one period; the same key answers the same order. */
export function placeBets(request: PlaceBetsRequest) {
  return call(lotteryBetsEndpoints.placeBets, { body: request });
}

export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    retry: false,
    // The live socket pushes the new balance too; a fetch covers a page without one.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    },
  });
}

/**
 * POST /lgw/bets/:betId/cancel (session): the stake comes back while the period is open.
 * The answer is the cancelled bet, the wallet's balance after it and whether it was a replay.
 */
export function cancelBet(betId: number) {
  return call(lotteryBetsEndpoints.cancelBet, { params: { betId } });
}

export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBet,
    retry: false,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}
