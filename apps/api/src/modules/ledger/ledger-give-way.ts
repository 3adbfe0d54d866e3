/**
 * Why a fast way of writing money gave up and a slower one ran (docs/ledger.md, "When a fast
 * way gives way"). Nothing is lost when it happens — the slower way writes the same money —
 * but a scenario that gives way often pays for it in round trips, so each time is counted.
 */
export const giveWayReasons = [
  /** An unlocked batch needed an account that does not exist yet: only a locked one creates. */
  'account-to-create',
  /** A wallet or hold moved between the read and the guarded write and cannot carry it. */
  'balance-moved',
  /** The batch's shared rows could not go in its guarded statement (a replay, a failed stake). */
  'rows-not-in-statement',
  /** The guarded statement refused its shared rows (a closed period, a cap, a replayed order). */
  'rows-refused',
  /** An idempotency key of the batch was written by another session meanwhile. */
  'key-written-meanwhile',
  /** Balances or keys remembered from an earlier batch no longer held; the look-up ran. */
  'remembered-changed',
  /** A batch failed as a whole and each of its postings was written alone. */
  'batch-split',
  /** PostgreSQL aborted a locked transaction (deadlock, serialization) and it ran again. */
  'transaction-rerun',
  /** The unlocked write failed for another reason; the locked way decided. */
  'unlocked-failed',
] as const;

export type GiveWayReason = (typeof giveWayReasons)[number];

/** Told each time a fast way gives way, with the reason and the postings it carried. */
export type GiveWayListener = (reason: GiveWayReason, postings: number) => void;

/** How many times each reason happened, every reason present (zero when it never did). */
export type GiveWayCounts = Record<GiveWayReason, number>;

export const noGiveWay = (): GiveWayCounts =>
  Object.fromEntries(giveWayReasons.map((r) => [r, 0])) as GiveWayCounts;
