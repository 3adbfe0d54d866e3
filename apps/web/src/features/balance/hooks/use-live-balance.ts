import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveSocket } from '../../../lib/live-socket';
import { balanceQueryKey } from '../api/get-balance';
import { syncBalanceWithSocket } from '../sync-balance';

/**
 * Opens the session's live socket while `token` is held and feeds balance pushes into the
 * balance query; with no token the socket closes and the balance is forgotten, so the next
 * member starts from the placeholder.
 */
export function useLiveBalance(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => syncBalanceWithSocket(queryClient, liveSocket), [queryClient]);
  useEffect(() => {
    if (token) {
      liveSocket.start(token);
      return;
    }
    liveSocket.stop();
    queryClient.removeQueries({ queryKey: balanceQueryKey });
  }, [token, queryClient]);
}
