import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/sms-timing';

type Clock = { endsAt: number | null; now: number };

/**
 * A countdown to an instant (epoch ms), ticking once a second: `seconds` is 0 when none
 * is running; `start` begins a new one.
 */
export function useCountdown() {
  const [clock, setClock] = useState<Clock>({ endsAt: null, now: 0 });
  const { endsAt } = clock;

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setClock((c) => ({ ...c, now }));
      if (now >= endsAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return {
    seconds: secondsLeft(clock.endsAt, clock.now),
    start: (until: number) => setClock({ endsAt: until, now: Date.now() }),
  };
}
