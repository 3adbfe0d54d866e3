import type { ReportedOrder, ReportedRound } from '../../lib/vendor-report-protocol.js';
import type { DifferenceKind } from '../../db/schema-games.js';

/** A round as Sorteo has it. */
export type OurRound = {
  roundId: string;
  memberId: number;
  stake: number;
  win: number;
  refunded: number;
  at: number;
};

/** A transfer order as Sorteo has it. */
export type OurOrder = {
  orderRef: string;
  memberId: number;
  direction: 'to_vendor' | 'from_vendor';
  amount: number;
  status: 'pending' | 'confirmed' | 'failed' | 'unknown';
  at: number;
};

export type Difference = {
  kind: DifferenceKind;
  reference: string;
  ours: unknown;
  theirs: unknown;
};

/** An open order the vendor's report settles: what it became by the vendor's word. */
export type ReportedResolution = {
  orderRef: string;
  status: 'confirmed' | 'failed';
  failureCode: string | null;
};

export type Comparison = {
  compared: number;
  differences: Difference[];
  totals: Record<string, number>;
  resolutions: ReportedResolution[];
};

/** A day `[from, to)` in ms, and a margin around it both sides' clocks may differ by. */
export type Window = { from: number; to: number };
const inside = (at: number, w: Window) => at >= w.from && at < w.to;

/**
 * The vendor's rounds against Sorteo's (docs/games.md, "Reconciliation"), matched by round
 * and player. Both lists cover the day with a margin, so a round opened near midnight on one
 * clock and after it on the other is still matched; a round counts for the day when either
 * side has it there. A round the vendor voided (no stake) is nothing to compare.
 */
export function compareRounds(
  ours: readonly OurRound[],
  theirs: readonly ReportedRound[],
  day: Window,
): Comparison {
  const key = (roundId: string, player: number | string) => `${roundId}\u0000${player}`;
  const mine = new Map(ours.map((r) => [key(r.roundId, r.memberId), r]));
  const reported = new Map(
    theirs.filter((r) => r.stake > 0).map((r) => [key(r.roundId, r.playerId), r]),
  );
  const keys = new Set([
    ...ours.filter((r) => inside(r.at, day)).map((r) => key(r.roundId, r.memberId)),
    ...[...reported.values()]
      .filter((r) => inside(r.at, day))
      .map((r) => key(r.roundId, r.playerId)),
  ]);
  const totals = {
    ourStake: 0,
    ourWin: 0,
    ourRefunded: 0,
    theirStake: 0,
    theirWin: 0,
    theirRefunded: 0,
  };
  const differences: Difference[] = [];
  for (const k of keys) {
    const o = mine.get(k);
    const t = reported.get(k);
    if (o) {
      totals.ourStake += o.stake;
      totals.ourWin += o.win;
      totals.ourRefunded += o.refunded;
    }
    if (t) {
      totals.theirStake += t.stake;
      totals.theirWin += t.win;
      totals.theirRefunded += t.refunded;
    }
    const reference = (o?.roundId ?? t?.roundId)!;
    const ourView = o && { player: o.memberId, stake: o.stake, win: o.win, refunded: o.refunded };
    const theirView = t && {
      player: Number(t.playerId),
      stake: t.stake,
      win: t.win,
      refunded: t.refunded,
    };
    if (!o) differences.push({ kind: 'missing-here', reference, ours: null, theirs: theirView });
    else if (!t)
      differences.push({ kind: 'missing-there', reference, ours: ourView, theirs: null });
    else if (o.stake !== t.stake || o.win !== t.win || o.refunded !== t.refunded) {
      differences.push({ kind: 'amounts-differ', reference, ours: ourView, theirs: theirView });
    }
  }
  return { compared: keys.size, differences, totals, resolutions: [] };
}

/**
 * The vendor's transfer orders against Sorteo's. An order still open here is resolved by
 * the vendor's word (listed as `resolved-unknown`); an order the vendor never received is
 * failed once the day is over. Any other disagreement is listed and left for an operator.
 */
export function compareOrders(
  ours: readonly OurOrder[],
  theirs: readonly ReportedOrder[],
  day: Window,
): Comparison {
  const mine = new Map(ours.map((o) => [o.orderRef, o]));
  const reported = new Map(theirs.map((o) => [o.orderId, o]));
  const keys = new Set([
    ...ours.filter((o) => inside(o.at, day)).map((o) => o.orderRef),
    ...theirs.filter((o) => inside(o.at, day)).map((o) => o.orderId),
  ]);
  const totals = { ourIn: 0, ourOut: 0, theirIn: 0, theirOut: 0 };
  const differences: Difference[] = [];
  const resolutions: ReportedResolution[] = [];
  for (const reference of keys) {
    const o = mine.get(reference);
    const t = reported.get(reference);
    if (o?.status === 'confirmed') {
      if (o.direction === 'to_vendor') totals.ourIn += o.amount;
      else totals.ourOut += o.amount;
    }
    if (t?.state === 'done') {
      if (t.kind === 'deposit') totals.theirIn += t.amount;
      else totals.theirOut += t.amount;
    }
    const ourView = o && {
      player: o.memberId,
      direction: o.direction,
      amount: o.amount,
      status: o.status,
    };
    const theirView = t && {
      player: Number(t.playerId),
      kind: t.kind,
      amount: t.amount,
      state: t.state,
    };
    const open = o?.status === 'unknown' || o?.status === 'pending';
    if (!o) {
      if (t!.state === 'done')
        differences.push({ kind: 'missing-here', reference, ours: null, theirs: theirView });
    } else if (!t) {
      if (open) {
        resolutions.push({ orderRef: reference, status: 'failed', failureCode: 'NOT_RECEIVED' });
        differences.push({ kind: 'resolved-unknown', reference, ours: ourView, theirs: null });
      } else if (o.status === 'confirmed') {
        differences.push({ kind: 'missing-there', reference, ours: ourView, theirs: null });
      }
    } else if (o.amount !== t.amount || (o.direction === 'to_vendor') !== (t.kind === 'deposit')) {
      differences.push({ kind: 'amounts-differ', reference, ours: ourView, theirs: theirView });
    } else if (open) {
      resolutions.push({
        orderRef: reference,
        status: t.state === 'done' ? 'confirmed' : 'failed',
        failureCode: t.state === 'done' ? null : 'VENDOR_REFUSED',
      });
      differences.push({ kind: 'resolved-unknown', reference, ours: ourView, theirs: theirView });
    } else if ((o.status === 'confirmed') !== (t.state === 'done')) {
      differences.push({ kind: 'states-differ', reference, ours: ourView, theirs: theirView });
    }
  }
  return { compared: keys.size, differences, totals, resolutions };
}
