import { useCallback, useEffect, useRef } from 'react';
import { refreshDelay } from '../lib/refresh-delay';

/**
 * Wraps a refetch so it runs at most once per second after the last answer. A request
 * made too early is kept and run when allowed; more requests meanwhile fold into it.
 */
export function useThrottledRefresh(
  refetch: () => unknown,
  lastSettledAt: number,
  busy: boolean,
): () => void {
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ refetch, lastSettledAt, busy });
  useEffect(() => {
    latest.current = { refetch, lastSettledAt, busy };
  });
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  return useCallback(() => {
    if (pending.current || latest.current.busy) return;
    const wait = refreshDelay(latest.current.lastSettledAt, Date.now());
    if (wait === 0) {
      void latest.current.refetch();
      return;
    }
    pending.current = setTimeout(() => {
      pending.current = null;
      void latest.current.refetch();
    }, wait);
  }, []);
}
