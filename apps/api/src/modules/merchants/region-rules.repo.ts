import type { Db } from '../../db/connection.js';
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

export function find(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('region_rule')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
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

export function insert(db: Db, merchantId: number, fields: RegionRuleFields) {
  return db
    .insertInto('region_rule')
    .values({ ...fields, merchant_id: merchantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function update(db: Db, merchantId: number, id: number, fields: RegionRuleFields) {
  return db
    .updateTable('region_rule')
    .set(fields)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function remove(db: Db, merchantId: number, id: number) {
  return db
    .deleteFrom('region_rule')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
