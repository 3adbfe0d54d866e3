import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveSocket, READY } from '../../../lib/live-socket';
import { vnKeys } from '../api/vn-api';

interface ResultMessage {
  period?: { gameCode?: unknown };
}

/**
 * The VN figures that follow the draws: the hot and cold numbers of the game and the
 * lobby's latest results. Asked again when the game's last drawn period changes (however
 * the page learnt it) and when the live socket comes back, which may have missed a draw.
 */
export function useVnRefreshOnDraw(gameCode: string, lastDrawnNo: string | null) {
  const queryClient = useQueryClient();
  const seen = useRef(lastDrawnNo);
  useEffect(() => {
    if (seen.current === lastDrawnNo) return;
    seen.current = lastDrawnNo;
    void queryClient.invalidateQueries({ queryKey: vnKeys.numbers(gameCode) });
    void queryClient.invalidateQueries({ queryKey: vnKeys.recent });
  }, [gameCode, lastDrawnNo, queryClient]);
  useEffect(
    () =>
      liveSocket.subscribe(READY, () => {
        void queryClient.invalidateQueries({ queryKey: vnKeys.numbers(gameCode) });
        void queryClient.invalidateQueries({ queryKey: vnKeys.recent });
      }),
    [gameCode, queryClient],
  );
}

/**
 * The lobby's latest results, asked again when any VN game is drawn (`lottery_result` of a
 * game in the list) or the live socket comes back.
 */
export function useVnLobbyLive(gameCodes: readonly string[]) {
  const queryClient = useQueryClient();
  const codes = gameCodes.join(',');
  useEffect(() => {
    const listed = new Set(codes.split(','));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: vnKeys.recent });
    const offResult = liveSocket.subscribe('lottery_result', (message) => {
      const gameCode = (message as ResultMessage).period?.gameCode;
      if (typeof gameCode === 'string' && listed.has(gameCode)) refresh();
    });
    const offReady = liveSocket.subscribe(READY, refresh);
    return () => {
      offResult();
      offReady();
    };
  }, [codes, queryClient]);
}
