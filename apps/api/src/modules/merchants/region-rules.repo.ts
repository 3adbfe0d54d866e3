import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { RegionRuleRow } from '../../db/schema.js';

export type RegionRuleFields = Pick<RegionRuleRow, 'kind' | 'value' | 'action' | 'note'>;

export function listRegionRules(db: Db, merchantId: number): Promise<RegionRuleRow[]> {
  return db
    .selectFrom('region_rule')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

export function findByValue(
  db: Db,
  merchantId: number,
  kind: RegionRuleRow['kind'],
  value: string,
) {
  return db
    .selectFrom('region_rule')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('value', '=', value)
    .executeTakeFirst();
}

export const { find, insert, update, remove } = merchantScoped('region_rule');
