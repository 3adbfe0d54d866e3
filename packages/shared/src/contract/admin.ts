import { z } from 'zod';
import { decimal } from './decimal.js';
import {
  announcementTypes,
  bannerGroups,
  languageCodes,
  linkageTypes,
  modIds,
  operatorRoles,
  resourceTypes,
} from './constants.js';
import { epochMs } from './envelope.js';
import { translationsSchema } from './translations.js';

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  merchantCode: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const adminSessionSchema = z.object({ token: z.string(), operator: operatorSchema });

export const settingFlagUpdateSchema = z.object({ enabled: z.boolean() });
export const modIdParamSchema = z.object({ modId: z.enum(modIds) });
/** The largest id of an `integer` identity column: a larger one can name no row. */
export const INT4_MAX = 2_147_483_647;

export const idParamSchema = z.object({ id: decimal(z.number().int().positive().max(INT4_MAX)) });

/** A site path or an http(s) address: what an operator may give as a picture or link. */
export const httpUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((v) => v.startsWith('/') || /^https?:\/\//i.test(v), 'must be a path or http(s) URL');

/** A banner's texts that change with the reader's language: its picture may carry words. */
const bannerTexts = { url: httpUrl, title: z.string().trim().max(200) };
export const bannerTranslationsSchema = translationsSchema(bannerTexts);

export const bannerInputSchema = z.object({
  groupName: z.enum(bannerGroups),
  url: bannerTexts.url,
  title: bannerTexts.title.default(''),
  linkageType: z.enum(linkageTypes).default('NONE'),
  linkage: z.string().trim().max(2048).nullable().default(null),
  sort: z.number().int().min(0).max(100000).default(0),
  enabled: z.boolean().default(true),
  translations: bannerTranslationsSchema.default({}),
});

const announcementTexts = {
  title: z.string().trim().min(1).max(200),
  content: z.string().max(50000),
};
export const announcementTranslationsSchema = translationsSchema(announcementTexts);

export const announcementInputSchema = z.object({
  type: z.enum(announcementTypes).default('B'),
  ...announcementTexts,
  publishedAt: epochMs.optional(),
  enabled: z.boolean().default(true),
  translations: announcementTranslationsSchema.default({}),
});

const helpTexts = {
  category: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(50000),
};
export const helpTranslationsSchema = translationsSchema(helpTexts);

export const helpArticleInputSchema = z.object({
  ...helpTexts,
  sort: z.number().int().min(0).max(100000).default(0),
  translations: helpTranslationsSchema.default({}),
});

export const maintenanceInputSchema = z.object({
  enabled: z.boolean(),
  message: z.string().trim().max(500).nullable().default(null),
  /** IPs or CIDR blocks that still reach the site while maintenance is on. */
  allowList: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
});

export const regionRuleInputSchema = z.object({
  kind: z.enum(['COUNTRY', 'IP']),
  /** ISO 3166-1 alpha-2 for COUNTRY; an IP or CIDR block for IP. */
  value: z.string().trim().min(1).max(64),
  action: z.enum(['ALLOW', 'DENY']),
  note: z.string().trim().max(200).default(''),
});

export const resourceInputSchema = z.object({
  resourceType: z.enum(resourceTypes),
  url: httpUrl,
  qrCodeUrl: httpUrl.nullable().default(null),
  labelNameEn: z.string().trim().max(100).nullable().default(null),
  sort: z.number().int().min(0).max(100000).default(0),
});

export const languagesInputSchema = z
  .object({
    defaultLanguage: z.enum(languageCodes),
    supportedLanguages: z.array(z.enum(languageCodes)).min(1),
  })
  .refine((v) => v.supportedLanguages.includes(v.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'must be one of supportedLanguages',
  });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: epochMs,
});

/** What operators see of a banner: the public fields plus sort and switch. */
export const adminBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(bannerGroups),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(linkageTypes),
  linkage: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  translations: bannerTranslationsSchema,
  updatedAt: epochMs,
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  title: z.string(),
  content: z.string(),
  publishedAt: epochMs,
  enabled: z.boolean(),
  translations: announcementTranslationsSchema,
  updatedAt: epochMs,
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** What operators see of a help article: what players see, plus its translations. */
export const adminHelpArticleSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  translations: helpTranslationsSchema,
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>;

export const adminAnnouncementQuerySchema = z.object({
  type: z.enum(announcementTypes).optional(),
  pageNo: decimal(z.number().int().min(1)).default(1),
  pageSize: decimal(z.number().int().min(1).max(100)).default(20),
});

export const regionRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['COUNTRY', 'IP']),
  value: z.string(),
  action: z.enum(['ALLOW', 'DENY']),
  note: z.string(),
  createdAt: epochMs,
});
export type RegionRule = z.infer<typeof regionRuleSchema>;

export const adminResourceSchema = z.object({
  id: z.number().int(),
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string().nullable(),
  sort: z.number().int(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  message: z.string().nullable(),
  allowList: z.array(z.string()),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const languagesSchema = z.object({
  defaultLanguage: z.enum(languageCodes),
  supportedLanguages: z.array(z.enum(languageCodes)),
});

/**
 * GET/PUT /admin/settings/analytics — the brand's analytics tag (SPEC §2 "Startup", the
 * permission's `analytics.gtagId`): a Google tag id such as `G-ABC123DEF4`, which the site
 * loads at start-up; null takes it away.
 */
export const analyticsSettingSchema = z.object({
  gtagId: z
    .string()
    .trim()
    .max(40)
    // A Google Analytics 4 measurement id: what gtag.js takes and what the site's
    // Content-Security-Policy lets it reach. Container (GTM-) and Ads (AW-) ids are not.
    .regex(/^G-[A-Z0-9]{4,30}$/, 'a measurement id such as G-ABC123DEF4')
    .nullable(),
});
export type AnalyticsSetting = z.infer<typeof analyticsSettingSchema>;

export const operatorCreateSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_.-]{2,63}$/, 'letters, digits, _ . -; starts with a letter'),
  password: z.string().min(12).max(128),
  role: z.enum(operatorRoles),
});
