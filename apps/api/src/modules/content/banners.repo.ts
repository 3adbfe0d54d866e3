import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { BannerRow } from '../../db/schema.js';

export type BannerFields = Pick<
  BannerRow,
  'group_name' | 'url' | 'title' | 'linkage_type' | 'linkage' | 'sort' | 'enabled'
> & { translations: string };

const banners = merchantScoped('banner');

export function listBanners(db: Db, merchantId: number, onlyEnabled: boolean) {
  let q = db.selectFrom('banner').selectAll().where('merchant_id', '=', merchantId);
  if (onlyEnabled) q = q.where('enabled', '=', true);
  return q.orderBy('sort').orderBy('id').execute();
}

export const { find, insert, remove } = banners;

export function update(db: Db, merchantId: number, id: number, fields: BannerFields) {
  return banners.update(db, merchantId, id, { ...fields, updated_at: new Date() });
}
