import type { AdminPromotion, Promotion, PromotionSummary } from '@sorteo/shared';
import type { PromotionRow } from '../../db/schema-promotions.js';

const epoch = (d: Date | null) => (d ? d.getTime() : null);

export const toPromotionSummary = (r: PromotionRow): PromotionSummary => ({
  id: r.id,
  title: r.title,
  category: r.category as PromotionSummary['category'],
  summary: r.summary,
  imageUrl: r.image_url,
  startsAt: epoch(r.starts_at),
  endsAt: epoch(r.ends_at),
});

export const toPromotion = (r: PromotionRow): Promotion => ({
  ...toPromotionSummary(r),
  content: r.content,
});

export const toAdminPromotion = (r: PromotionRow): AdminPromotion => ({
  ...toPromotion(r),
  sort: r.sort,
  enabled: r.enabled,
  updatedAt: r.updated_at.getTime(),
});
