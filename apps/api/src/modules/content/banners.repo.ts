import type { Db } from '../../db/connection.js';
import type { BannerRow } from '../../db/schema.js';

export type BannerFields = Pick<
  BannerRow,
  'group_name' | 'url' | 'title' | 'linkage_type' | 'linkage' | 'sort' | 'enabled'
>;

export function listBanners(db: Db, merchantId: number, onlyEnabled: boolean) {
  let q = db.selectFrom('banner').selectAll().where('merchant_id', '=', merchantId);
  if (onlyEnabled) q = q.where('enabled', '=', true);
  return q.orderBy('sort').orderBy('id').execute();
}

export function find(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('banner')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insert(db: Db, merchantId: number, fields: BannerFields) {
  return db
    .insertInto('banner')
    .values({ ...fields, merchant_id: merchantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function update(db: Db, merchantId: number, id: number, fields: BannerFields) {
  return db
    .updateTable('banner')
    .set({ ...fields, updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function remove(db: Db, merchantId: number, id: number) {
  return db
    .deleteFrom('banner')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
