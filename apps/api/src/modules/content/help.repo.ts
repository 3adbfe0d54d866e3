import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { HelpArticleRow } from '../../db/schema.js';

export type HelpFields = Pick<HelpArticleRow, 'category' | 'title' | 'content' | 'sort'> & {
  translations: string;
};

const articles = merchantScoped('help_article');

export function listHelp(db: Db, merchantId: number) {
  return db
    .selectFrom('help_article')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export const { find, insert, remove } = articles;

export function update(db: Db, merchantId: number, id: number, fields: HelpFields) {
  return articles.update(db, merchantId, id, { ...fields, updated_at: new Date() });
}
