import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ResourceRow, ResourceTable } from '../../db/schema.js';

type ResourceFields = Omit<Insertable<ResourceTable>, 'id' | 'merchant_id'>;

export function listResources(db: Db, merchantId: number): Promise<ResourceRow[]> {
  return db
    .selectFrom('resource')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function find(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('resource')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insert(db: Db, merchantId: number, fields: ResourceFields) {
  return db
    .insertInto('resource')
    .values({ ...fields, merchant_id: merchantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function update(db: Db, merchantId: number, id: number, fields: ResourceFields) {
  return db
    .updateTable('resource')
    .set(fields)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function remove(db: Db, merchantId: number, id: number) {
  return db
    .deleteFrom('resource')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
