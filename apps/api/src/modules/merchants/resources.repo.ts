import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { ResourceRow } from '../../db/schema.js';

export function listResources(db: Db, merchantId: number): Promise<ResourceRow[]> {
  return db
    .selectFrom('resource')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export const { find, insert, update, remove } = merchantScoped('resource');
