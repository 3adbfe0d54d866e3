import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { DepositLimitTable } from '../../db/schema-deposits.js';

export type DepositLimitRow = Selectable<DepositLimitTable>;
export type LimitPeriod = DepositLimitRow['period'];

export type LimitState = {
  amount: number | null;
  pendingAmount: number | null;
  pendingEffectiveAt: Date | null;
};

/**
 * The member's limit rows; `forUpdate` holds them until the caller's transaction ends, so
 * two deposits (or a deposit and a change of limit) are judged one after the other.
 */
export function memberLimitRows(
  db: Db,
  merchantId: number,
  memberId: number,
  options: { forUpdate?: boolean } = {},
): Promise<DepositLimitRow[]> {
  const query = db
    .selectFrom('deposit_limit')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('period');
  return options.forUpdate ? query.forUpdate().execute() : query.execute();
}

export async function saveLimit(
  db: Db,
  merchantId: number,
  memberId: number,
  period: LimitPeriod,
  state: LimitState,
  now: Date,
): Promise<void> {
  const values = {
    amount: state.amount,
    pending_amount: state.pendingAmount,
    pending_effective_at: state.pendingEffectiveAt,
    updated_at: now,
  };
  await db
    .insertInto('deposit_limit')
    .values({ merchant_id: merchantId, member_id: memberId, period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
    .execute();
}
