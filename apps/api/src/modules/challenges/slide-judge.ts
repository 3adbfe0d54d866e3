import type { TrailPoint } from '@sorteo/shared';

/** What a solved puzzle must look like. Tuned for a mouse, a finger and arrow keys alike. */
export const slideRules = {
  tolerancePx: 6,
  minPoints: 8,
  minDurationMs: 200,
  maxDurationMs: 30_000,
  /** The drag starts with the piece at the left edge. */
  startSlackPx: 6,
  /** Coefficient of variation of speed below which the drag is a machine's straight line. */
  minSpeedVariation: 0.08,
  /** The trail cannot be longer than the time since the puzzle was handed out, give or take. */
  clockSlackMs: 500,
} as const;

export type SlideVerdict =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'position'
        | 'too-few-points'
        | 'time-order'
        | 'duration'
        | 'start'
        | 'end'
        | 'constant-speed'
        | 'faster-than-issue';
    };

function speedVariation(trail: readonly TrailPoint[]): number {
  const speeds: number[] = [];
  for (let i = 1; i < trail.length; i++) {
    const dt = trail[i]!.t - trail[i - 1]!.t;
    if (dt > 0) speeds.push(Math.abs(trail[i]!.x - trail[i - 1]!.x) / dt);
  }
  if (speeds.length < 3) return 0;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  if (mean === 0) return 0;
  const variance = speeds.reduce((a, s) => a + (s - mean) ** 2, 0) / speeds.length;
  return Math.sqrt(variance) / mean;
}

/**
 * Whether a drag ending at `x` solves the puzzle whose hole is at `holeX` and moved like a
 * person: enough samples, in time order, over a plausible time, not at one constant speed.
 */
export function judgeSlide(
  { x, trail }: { x: number; trail: readonly TrailPoint[] },
  holeX: number,
  msSinceIssued: number,
): SlideVerdict {
  const fail = (reason: Extract<SlideVerdict, { ok: false }>['reason']): SlideVerdict => ({
    ok: false,
    reason,
  });
  if (Math.abs(x - holeX) > slideRules.tolerancePx) return fail('position');
  if (trail.length < slideRules.minPoints) return fail('too-few-points');
  if (trail.some((p, i) => i > 0 && p.t < trail[i - 1]!.t)) return fail('time-order');
  const first = trail[0]!;
  const last = trail[trail.length - 1]!;
  const duration = last.t - first.t;
  if (duration < slideRules.minDurationMs || duration > slideRules.maxDurationMs) {
    return fail('duration');
  }
  if (duration > msSinceIssued + slideRules.clockSlackMs) return fail('faster-than-issue');
  if (Math.abs(first.x) > slideRules.startSlackPx) return fail('start');
  if (Math.abs(last.x - x) > slideRules.tolerancePx) return fail('end');
  if (speedVariation(trail) < slideRules.minSpeedVariation) return fail('constant-speed');
  return { ok: true };
}
