import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveSocket, READY } from '../../../lib/live-socket';
import { lotteryKeys } from '../api/lottery-api';

interface PeriodMessage {
  type: string;
  period?: { gameCode?: unknown; status?: unknown };
}

/**
 * While signed in, the live socket says when a period of a game changes
 * (`lottery_period`) or is drawn (`lottery_result`): the game's queries are refreshed, and
 * the player's bets too once a period is drawn, settled or void. Reconnecting catches up.
 */
export function useLotteryLive(gameCode: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !gameCode) return;
    const refresh = (message: PeriodMessage) => {
      const period = message.period;
      if (!period || period.gameCode !== gameCode) return;
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.current(gameCode) });
      if (message.type === 'lottery_result' || period.status !== 'pending') {
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.results(gameCode) });
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
      }
    };
    const offPeriod = liveSocket.subscribe('lottery_period', (m) => refresh(m as PeriodMessage));
    const offResult = liveSocket.subscribe('lottery_result', (m) => refresh(m as PeriodMessage));
    const offReady = liveSocket.subscribe(READY, () => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.current(gameCode) });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    });
    return () => {
      offPeriod();
      offResult();
      offReady();
    };
  }, [gameCode, enabled, queryClient]);
}

/**
 * When the game's last drawn period changes (however the page learnt it: the socket, or the
 * refetch at the draw time of a visitor's page), the results and the player's bets are asked
 * again, and any period shown by number, so the history and the outcome follow the header.
 */
export function useRefreshOnDraw(gameCode: string, lastDrawnNo: string | null) {
  const queryClient = useQueryClient();
  const seen = useRef(lastDrawnNo);
  useEffect(() => {
    if (seen.current === lastDrawnNo) return;
    seen.current = lastDrawnNo;
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.results(gameCode) });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    // A period shown by number (`?periodNo`) may be the one just drawn.
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'period', gameCode] });
  }, [gameCode, lastDrawnNo, queryClient]);
}
