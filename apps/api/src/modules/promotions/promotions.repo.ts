import { promotionCategories } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { PromotionRow } from '../../db/schema-promotions.js';

/** The columns an operator writes; `updated_at` is set by every update. */
export type PromotionFields = Pick<
  PromotionRow,
  | 'category'
  | 'title'
  | 'summary'
  | 'content'
  | 'image_url'
  | 'starts_at'
  | 'ends_at'
  | 'sort'
  | 'enabled'
> & { translations: string };

const promotions = merchantScoped('promotion');

/**
 * What players see: switched on, inside the window (whose ends are both optional), and of a
 * category this version knows — the column takes any well-formed name, the answers do not.
 */
function live(db: Db, merchantId: number) {
  return db
    .selectFrom('promotion')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('category', 'in', [...promotionCategories])
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
}

export function listLive(db: Db, merchantId: number) {
  return live(db, merchantId).selectAll().orderBy('sort').orderBy('id').execute();
}

export function findLive(db: Db, merchantId: number, id: number) {
  return live(db, merchantId).selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAll(db: Db, merchantId: number) {
  return db
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export const { find, insert, remove } = promotions;

export function update(db: Db, merchantId: number, id: number, fields: PromotionFields) {
  return promotions.update(db, merchantId, id, { ...fields, updated_at: new Date() });
}
