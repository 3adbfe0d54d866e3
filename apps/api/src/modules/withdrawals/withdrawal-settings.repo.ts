import type { Db } from '../../db/connection.js';

export function findWithdrawalSetting(db: Db, merchantId: number) {
  return db
    .selectFrom('withdrawal_setting')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function saveWithdrawalSetting(
  db: Db,
  merchantId: number,
  value: { minAmount: number; maxAmount: number; confirmationWindowMinutes: number },
  now: Date,
): Promise<void> {
  const row = {
    min_amount: value.minAmount,
    max_amount: value.maxAmount,
    confirmation_window_minutes: value.confirmationWindowMinutes,
    updated_at: now,
  };
  await db
    .insertInto('withdrawal_setting')
    .values({ merchant_id: merchantId, ...row })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(row))
    .execute();
}
