import { useEffect, useState } from 'react';
import { secondsUntil } from '../../lib/seconds-until';

/** Seconds left until `until` (epoch ms), redrawn every second; 0 when nothing counts. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    };
    // The clock read at the last tick may be old: read it again at once.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 250);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return secondsUntil(until, now);
}
