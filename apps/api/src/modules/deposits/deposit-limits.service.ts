import {
  ErrorCode,
  depositLimitFields,
  depositLimitPeriods,
  depositStatusesCountedByLimits,
  type DepositLimit,
  type DepositLimits,
  type DepositLimitsInput,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { periodTotals } from './deposit-requests.repo.js';
import { changeLimit, settledLimit } from './deposit-limit-rules.js';
import {
  memberLimitRows,
  saveLimit,
  type DepositLimitRow,
  type LimitPeriod,
  type LimitState,
} from './deposit-limits.repo.js';

/** Whose limits: the member, and the merchant whose time zone measures the periods. */
export type LimitOwner = { merchantId: number; memberId: number; timeZone: string };

const none: LimitState = { amount: null, pendingAmount: null, pendingEffectiveAt: null };

function statesOf(rows: DepositLimitRow[], now: Date): Map<LimitPeriod, LimitState> {
  return new Map(
    rows.map((r) => [
      r.period,
      settledLimit(
        {
          amount: r.amount === null ? null : toMinor(r.amount),
          pendingAmount: r.pending_amount === null ? null : toMinor(r.pending_amount),
          pendingEffectiveAt: r.pending_effective_at,
        },
        now,
      ),
    ]),
  );
}

function toView(state: LimitState): DepositLimit {
  return {
    current: state.amount,
    pending: state.pendingEffectiveAt
      ? { amount: state.pendingAmount, effectiveAt: state.pendingEffectiveAt.getTime() }
      : null,
  };
}

function toLimits(states: Map<LimitPeriod, LimitState>, timeZone: string): DepositLimits {
  const view = (p: LimitPeriod) => toView(states.get(p) ?? none);
  return { daily: view('day'), weekly: view('week'), monthly: view('month'), timeZone };
}

export async function depositLimits(db: Db, owner: LimitOwner, now: Date): Promise<DepositLimits> {
  const rows = await memberLimitRows(db, owner.merchantId, owner.memberId);
  return toLimits(statesOf(rows, now), owner.timeZone);
}

export function setDepositLimits(
  db: Db,
  owner: LimitOwner,
  input: DepositLimitsInput,
  now: Date,
): Promise<DepositLimits> {
  return db.transaction().execute(async (trx) => {
    const rows = await memberLimitRows(trx, owner.merchantId, owner.memberId, { forUpdate: true });
    const states = statesOf(rows, now);
    for (const period of depositLimitPeriods) {
      const wanted = input[depositLimitFields[period]];
      if (wanted === undefined) continue;
      const next = changeLimit(states.get(period) ?? none, wanted, now);
      await saveLimit(trx, owner.merchantId, owner.memberId, period, next, now);
      states.set(period, next);
    }
    return toLimits(states, owner.timeZone);
  });
}

/**
 * Refuses a deposit of `amount` that would take the member's requests of a period past a
 * limit in force. Run inside the transaction that records the request: the limit rows stay
 * locked until it commits, so parallel requests cannot both slip under the same limit.
 */
export async function checkDepositLimits(
  trx: Db,
  owner: LimitOwner,
  amount: number,
  now: Date,
): Promise<void> {
  const rows = await memberLimitRows(trx, owner.merchantId, owner.memberId, { forUpdate: true });
  const states = statesOf(rows, now);
  const limited = depositLimitPeriods.filter((p) => states.get(p)?.amount != null);
  if (limited.length === 0) return;
  const totals = await periodTotals(
    trx,
    owner.merchantId,
    owner.memberId,
    depositStatusesCountedByLimits,
    now,
    owner.timeZone,
  );
  for (const period of limited) {
    const limit = states.get(period)!.amount!;
    if (totals[period] + amount > limit) {
      throw new AppError(
        400,
        ErrorCode.DepositLimitExceeded,
        `This deposit would pass your ${depositLimitFields[period]} deposit limit`,
        { field: 'amount', period, limit, remaining: Math.max(0, limit - totals[period]) },
      );
    }
  }
}
