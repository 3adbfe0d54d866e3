import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { getSessionToken } from '../../lib/storage';
import { useSession } from './session-store';

const isUnauthorized = (error: unknown) =>
  error instanceof ApiError && error.code === 'UNAUTHORIZED';

/**
 * A member call refused with 401 UNAUTHORIZED means the token died on the server (idle,
 * absolute expiry, revoked elsewhere): the session ends here too, and `onEnded` tells the
 * visitor. Watches every query and mutation of `queryClient`; returns the unsubscribe.
 */
export function endSessionOnUnauthorized(queryClient: QueryClient, onEnded: () => void) {
  const handle = (error: unknown) => {
    if (!isUnauthorized(error) || !getSessionToken()) return;
    useSession.getState().clearSession();
    onEnded();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
