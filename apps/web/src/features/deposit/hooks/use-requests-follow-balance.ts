import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveSocket } from '../../../lib/live-socket';
import { depositRequestsKey } from '../api/get-requests';

/**
 * A balance change is how the player learns a deposit was approved or paid: the request
 * list is read again then, so its status moves without a reload.
 */
export function useRequestsFollowBalance() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveSocket.subscribe('balance', () => {
        void queryClient.invalidateQueries({ queryKey: depositRequestsKey });
      }),
    [queryClient],
  );
}
