import type { Db } from '../../db/connection.js';
import type { HelpArticleRow } from '../../db/schema.js';

export type HelpFields = Pick<HelpArticleRow, 'category' | 'title' | 'content' | 'sort'>;

export function listHelp(db: Db, merchantId: number) {
  return db
    .selectFrom('help_article')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function find(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('help_article')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insert(db: Db, merchantId: number, fields: HelpFields) {
  return db
    .insertInto('help_article')
    .values({ ...fields, merchant_id: merchantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function update(db: Db, merchantId: number, id: number, fields: HelpFields) {
  return db
    .updateTable('help_article')
    .set({ ...fields, updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function remove(db: Db, merchantId: number, id: number) {
  return db
    .deleteFrom('help_article')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
