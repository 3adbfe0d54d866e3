import { z } from 'zod';
import { httpUrl } from './admin.js';
import { promotionCategories } from './constants.js';
import { epochMs } from './envelope.js';
import { translationsSchema } from './translations.js';

/** An instant a promotion opens or closes: epoch ms within the years 1970–9999. */
const instant = epochMs.min(0).max(253_402_300_799_999);

/**
 * A live promotion as players list it (the notice's `promotion` and the promotions page).
 * The title may carry the new-register bonus placeholder, which the web fills in.
 */
export const promotionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(promotionCategories),
  /** Short plain text for the card; never HTML. */
  summary: z.string(),
  imageUrl: z.string().nullable(),
  /** The window, either end open when null. */
  startsAt: epochMs.nullable(),
  endsAt: epochMs.nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** GET /wps/promotions/:id — one live promotion with its content (HTML sanitised on write). */
export const promotionSchema = promotionSummarySchema.extend({ content: z.string() });
export type Promotion = z.infer<typeof promotionSchema>;

/** A promotion's texts, and its picture, which may carry words. */
const promotionTexts = {
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(300),
  content: z.string().max(50000),
  imageUrl: httpUrl,
};
export const promotionTranslationsSchema = translationsSchema(promotionTexts);

/** What operators send to create or replace a promotion. */
export const promotionInputSchema = z
  .object({
    category: z.enum(promotionCategories),
    title: promotionTexts.title,
    summary: promotionTexts.summary.default(''),
    content: promotionTexts.content.default(''),
    imageUrl: promotionTexts.imageUrl.nullable().default(null),
    startsAt: instant.nullable().default(null),
    endsAt: instant.nullable().default(null),
    sort: z.number().int().min(0).max(100000).default(0),
    enabled: z.boolean().default(true),
    translations: promotionTranslationsSchema.default({}),
  })
  .refine((p) => p.startsAt === null || p.endsAt === null || p.endsAt > p.startsAt, {
    path: ['endsAt'],
    message: 'must be after startsAt',
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** What operators see: everything players may see, plus order, switch and last change. */
export const adminPromotionSchema = promotionSchema.extend({
  sort: z.number().int(),
  enabled: z.boolean(),
  translations: promotionTranslationsSchema,
  updatedAt: epochMs,
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
