/** Whole seconds left until `until` (epoch ms), rounded up; 0 once it has passed. */
export function secondsUntil(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}
