import type { Db } from '../../db/connection.js';

export function listEnabledVendors(db: Db, merchantId: number) {
  return db
    .selectFrom('game_vendor')
    .select(['category', 'vassalage', 'name', 'is_hot', 'image'])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
