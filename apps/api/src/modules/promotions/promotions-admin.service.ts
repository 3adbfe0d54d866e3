import type { AdminPromotion, PromotionInput } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { sanitizeRichText } from '../../lib/html.js';
import { translationsColumn } from '../../lib/translations.js';
import { auditedRows } from '../audit/index.js';
import { toAdminPromotion } from './promotion-views.js';
import * as promotions from './promotions.repo.js';

const instant = (ms: number | null) => (ms === null ? null : new Date(ms));

export async function listAdminPromotions(db: Db, merchantId: number): Promise<AdminPromotion[]> {
  return (await promotions.listAll(db, merchantId)).map(toAdminPromotion);
}

/** Create, replace and delete, each with its audit row; the content's HTML is sanitised. */
export const promotionWrites = auditedRows({
  rows: promotions,
  fields: (i: PromotionInput): promotions.PromotionFields => ({
    category: i.category,
    title: i.title,
    summary: i.summary,
    content: sanitizeRichText(i.content),
    image_url: i.imageUrl,
    starts_at: instant(i.startsAt),
    ends_at: instant(i.endsAt),
    sort: i.sort,
    enabled: i.enabled,
    translations: translationsColumn(i.translations, { content: sanitizeRichText }),
  }),
  view: toAdminPromotion,
  label: 'Promotion',
  actionPrefix: 'promotion',
  targetType: 'promotion',
});
