import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
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

export function find(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('vip_label')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insert(db: Db, merchantId: number, fields: VipLabelFields) {
  return db
    .insertInto('vip_label')
    .values({ ...fields, merchant_id: merchantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function update(db: Db, merchantId: number, id: number, fields: VipLabelFields) {
  return db
    .updateTable('vip_label')
    .set(fields)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Members holding the label lose it with it (the assignment cascades). */
export function remove(db: Db, merchantId: number, id: number) {
  return db
    .deleteFrom('vip_label')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
