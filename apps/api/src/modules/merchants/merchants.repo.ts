import type { Db } from '../../db/connection.js';
import type { MerchantRow, MerchantUpdate } from '../../db/schema.js';
import { forgetMerchants } from './merchant-directory.js';

export function findMerchantByCode(db: Db, code: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchant').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findMerchantById(db: Db, id: number): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchant').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMerchantByHost(db: Db, host: string): Promise<MerchantRow | undefined> {
  return db
    .selectFrom('merchant_domain')
    .innerJoin('merchant', 'merchant.id', 'merchant_domain.merchant_id')
    .selectAll('merchant')
    .where('merchant_domain.host', '=', host)
    .executeTakeFirst();
}

export async function updateMerchant(
  db: Db,
  id: number,
  changes: MerchantUpdate,
): Promise<MerchantRow> {
  forgetMerchants();
  return db
    .updateTable('merchant')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listSettings(db: Db, merchantId: number) {
  return db
    .selectFrom('setting_node')
    .select(['mod_id', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .execute();
}

export function upsertSetting(db: Db, merchantId: number, modId: string, enabled: boolean) {
  return db
    .insertInto('setting_node')
    .values({ merchant_id: merchantId, mod_id: modId, enabled })
    .onConflict((oc) => oc.columns(['merchant_id', 'mod_id']).doUpdateSet({ enabled }))
    .execute();
}

export function listFieldRules(db: Db, merchantId: number) {
  return db
    .selectFrom('registration_field_rule')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('field')
    .execute();
}

export function listCustomerService(db: Db, merchantId: number) {
  return db
    .selectFrom('customer_service')
    .select(['id', 'cs_type', 'path'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listDomainRoutes(db: Db, merchantId: number) {
  return db
    .selectFrom('domain_route')
    .select(['id', 'url'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
