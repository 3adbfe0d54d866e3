import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { VipLabelTable } from '../../db/schema-labels.js';

export type VipLabelRow = Selectable<VipLabelTable>;
export type VipLabelFields = Pick<VipLabelRow, 'label_name'>;

export function listVipLabels(db: Db, merchantId: number): Promise<VipLabelRow[]> {
  return db
    .selectFrom('vip_label')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy(sql`lower(label_name)`)
    .orderBy('id')
    .execute();
}

/** `remove`: members holding the label lose it with it (the assignment cascades). */
export const { find, insert, update, remove } = merchantScoped('vip_label');
