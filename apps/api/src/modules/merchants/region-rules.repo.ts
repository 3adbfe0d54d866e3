import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { RegionRuleRow } from '../../db/schema.js';
import { forgetMerchants } from './merchant-directory.js';

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

const rules = merchantScoped('region_rule');

export const find = rules.find;

/** Each write drops the processes' copies of the rules (merchant-directory.ts). */
export const insert: typeof rules.insert = (...args) => {
  forgetMerchants();
  return rules.insert(...args);
};
export const update: typeof rules.update = (...args) => {
  forgetMerchants();
  return rules.update(...args);
};
export const remove: typeof rules.remove = (...args) => {
  forgetMerchants();
  return rules.remove(...args);
};
