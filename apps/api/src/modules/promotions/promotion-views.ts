import type { AdminPromotion, LanguageCode, Promotion, PromotionSummary } from '@sorteo/shared';
import type { PromotionRow } from '../../db/schema-promotions.js';
import { inLanguage, storedTranslations } from '../../lib/translations.js';

const epoch = (d: Date | null) => (d ? d.getTime() : null);

/** The promotion's texts and picture as a reader of `language` sees them. */
const shown = (r: PromotionRow, language: LanguageCode) =>
  inLanguage(
    { title: r.title, summary: r.summary, content: r.content, imageUrl: r.image_url },
    r.translations,
    language,
  );

const summaryOf = (r: PromotionRow, texts: ReturnType<typeof shown>): PromotionSummary => ({
  id: r.id,
  title: texts.title,
  category: r.category as PromotionSummary['category'],
  summary: texts.summary,
  imageUrl: texts.imageUrl,
  startsAt: epoch(r.starts_at),
  endsAt: epoch(r.ends_at),
});

export const toPromotionSummary = (r: PromotionRow, language: LanguageCode): PromotionSummary =>
  summaryOf(r, shown(r, language));

export const toPromotion = (r: PromotionRow, language: LanguageCode): Promotion => {
  const texts = shown(r, language);
  return { ...summaryOf(r, texts), content: texts.content };
};

/** Operators see the promotion as written, with its translations beside it. */
export const toAdminPromotion = (r: PromotionRow): AdminPromotion => ({
  ...summaryOf(r, {
    title: r.title,
    summary: r.summary,
    content: r.content,
    imageUrl: r.image_url,
  }),
  content: r.content,
  sort: r.sort,
  enabled: r.enabled,
  translations: storedTranslations(r.translations),
  updatedAt: r.updated_at.getTime(),
});
