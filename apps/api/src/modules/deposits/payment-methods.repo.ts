import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { PaymentMethodTable } from '../../db/schema-deposits.js';

export type PaymentMethodRow = Selectable<PaymentMethodTable>;
export type PaymentMethodFields = Omit<
  PaymentMethodRow,
  'id' | 'merchant_id' | 'created_at' | 'updated_at' | 'min_amount' | 'max_amount' | 'translations'
> & { min_amount: number; max_amount: number; updated_at: Date; translations: string };

/** Every method of the merchant in the order players see them. */
export function listPaymentMethods(
  db: Db,
  merchantId: number,
  options: { enabledOnly?: boolean } = {},
): Promise<PaymentMethodRow[]> {
  let query = db.selectFrom('payment_method').selectAll().where('merchant_id', '=', merchantId);
  if (options.enabledOnly) query = query.where('enabled', '=', true);
  return query.orderBy('sort').orderBy('id').execute();
}

/** `remove` refuses (foreign key) a method that deposit requests already name. */
export const { find, insert, update, remove } = merchantScoped('payment_method');
