import type { QueryClient } from '@tanstack/react-query';
import { READY, type LiveSocket } from '../../lib/live-socket';
import { balanceQueryKey, type WalletBalanceView } from './api/get-balance';
import { balanceAfterPush, readBalancePush, type BalancePush } from './lib/balance-push';

/**
 * Keeps the balance query current from the live socket. A push is newer than any fetch still
 * on its way (the fetch may have read the wallet before that commit), so the fetch is
 * cancelled and the push kept. The newest transaction wins (contract wallet.ts): a push
 * older than one already shown is dropped. After every (re)connect the balance is fetched again: pushes sent
 * while the connection was down are lost. Returns the unsubscribe.
 */
export function syncBalanceWithSocket(
  queryClient: QueryClient,
  socket: Pick<LiveSocket, 'subscribe'>,
): () => void {
  let latest: BalancePush | null = null;
  // The newest transaction shown over this connection: an older push never undoes it.
  let newestTransaction = 0;
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey, exact: true });

  const applyLatest = () => {
    if (!latest) return;
    const next = balanceAfterPush(
      queryClient.getQueryData<WalletBalanceView>(balanceQueryKey),
      latest,
    );
    latest = null;
    if (next) queryClient.setQueryData(balanceQueryKey, next);
    else refetch();
  };

  const stopPushes = socket.subscribe('balance', (message) => {
    const push = readBalancePush(message);
    if (!push || push.transactionId <= newestTransaction) return;
    newestTransaction = push.transactionId;
    latest = push;
    // Cancelling puts back the data from before the fetch, after a tick: apply once it did.
    void queryClient.cancelQueries({ queryKey: balanceQueryKey, exact: true }).then(applyLatest);
  });
  const stopReady = socket.subscribe(READY, () => {
    // A new connection may be another session's: its wallet counts afresh.
    newestTransaction = 0;
    refetch();
  });
  return () => {
    stopPushes();
    stopReady();
  };
}
