import type { LimitState } from './deposit-limits.repo.js';

/** A raise or removal of a limit waits this long; a cut applies at once. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The state as of `now`: a waiting change whose time has come is in force. */
export function settledLimit(state: LimitState, now: Date): LimitState {
  if (state.pendingEffectiveAt && state.pendingEffectiveAt.getTime() <= now.getTime()) {
    return { amount: state.pendingAmount, pendingAmount: null, pendingEffectiveAt: null };
  }
  return state;
}

/**
 * The state after the player asks for `wanted` (null: no limit). Responsible gambling:
 * tightening is never delayed; loosening waits a cooling-off period, and asking again
 * restarts it. Asking for the limit in force drops any waiting change.
 */
export function changeLimit(current: LimitState, wanted: number | null, now: Date): LimitState {
  const { amount } = settledLimit(current, now);
  const tighter = wanted !== null && (amount === null || wanted < amount);
  if (wanted === amount || tighter) {
    return { amount: wanted, pendingAmount: null, pendingEffectiveAt: null };
  }
  return {
    amount,
    pendingAmount: wanted,
    pendingEffectiveAt: new Date(now.getTime() + LIMIT_COOLING_OFF_MS),
  };
}
