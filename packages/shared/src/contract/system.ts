import { z } from 'zod';
import { decimal } from './decimal.js';
import {
  announcementTypes,
  bannerGroups,
  customerServiceTypes,
  gameCategories,
  languageCodes,
  linkageTypes,
  modIds,
  registrationFields,
  resourceTypes,
} from './constants.js';
import { epochMs } from './envelope.js';
import { promotionSummarySchema } from './promotion.js';

/** GET /wps/system/status */
export const systemStatusSchema = z.object({
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.enum(modIds),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export type WhitelabelNode = {
  modId: (typeof modIds)[number];
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
};

export const resourceSchema = z.object({
  id: z.number().int(),
  resourceType: z.enum(resourceTypes),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({
  id: z.number().int(),
  csType: z.enum(customerServiceTypes),
  path: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** Registration switches the forms read (SPEC §5). */
export const registerSettingsSchema = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  mobileRegPass: z.boolean(),
  smsForUsernameRegistration: z.boolean(),
  directRegistration: z.boolean(),
  freePlay: z.boolean(),
  defaultCountryDialingCode: z.string(),
  minimumAge: z.number().int(),
  /** Social sign-in buttons to show: a provider appears when the operator configured it. */
  socialSignIn: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** 'firebase': phone numbers are verified by the third-party phone-auth service. */
  phoneVerification: z.enum(['sms', 'firebase']),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** Brand facts the shell needs before anything else. */
export const brandSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  currency: z.string(),
  currencyExponent: z.number().int(),
  timeZone: z.string(),
  defaultLanguage: z.enum(languageCodes),
  supportedLanguages: z.array(z.enum(languageCodes)).min(1),
  lotteryType: z.string(),
  platform: z.string(),
  homePageRedirect: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

/** GET /wps/system/permission?url=<host>: the page's own host picks the brand without a Merchant header. */
export const permissionQuerySchema = z.object({ url: z.string().trim().max(255).optional() });

/** GET /wps/system/permission?url=<host> */
export const permissionSchema = z.object({
  whitelabel: brandSchema,
  register: registerSettingsSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  /** One of the merchant's launch CDNs, picked at random per call. */
  launchGameCDNs: z.string().nullable(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({ enabled: z.boolean(), message: z.string().nullable() }),
  regionRestriction: z.object({ restricted: z.boolean() }),
});
export type Permission = z.infer<typeof permissionSchema>;

/** GET /wps/system/domainRoute */
export const domainRoutesSchema = z.object({
  domainList: z.array(z.object({ id: z.number().int(), url: z.string() })),
});
export type DomainRoutes = z.infer<typeof domainRoutesSchema>;

export const helpArticleSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /wps/system/helpCenter — articles grouped by category, in sort order. */
export const helpCenterSchema = z.object({
  categories: z.array(z.object({ name: z.string(), articles: z.array(helpArticleSchema) })),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  title: z.string(),
  content: z.string(),
  timestamp: epochMs,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /wps/notice/announcements */
export const announcementQuerySchema = z.object({
  type: z.enum(announcementTypes).default('B'),
  pageNo: decimal(z.number().int().min(1)).default(1),
  pageSize: decimal(z.number().int().min(1).max(100)).default(9),
});
export type AnnouncementQuery = z.infer<typeof announcementQuerySchema>;

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(bannerGroups),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(linkageTypes),
  linkage: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /wps/notice — what the shell shows on start: marquee, banners, popup, promotions. */
export const noticeSchema = z.object({
  player: z.array(announcementSchema),
  banners: z.array(bannerSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(promotionSummarySchema),
});
export type Notice = z.infer<typeof noticeSchema>;

/** One registration field rule (SPEC §3): a lone `*` pattern means any text. */
export const fieldRuleSchema = z.object({
  field: z.enum(registrationFields),
  patternId: z.string(),
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  enabled: z.boolean(),
  required: z.boolean(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** GET /wps/system/regValidata */
export const fieldRulesSchema = z.array(fieldRuleSchema);

/** A vendor card's `isGame` (SPEC §3 launch object) when it opens a pop-up list of its games. */
export const VENDOR_GAME_LIST = 'VASSALAGE';

export const vendorSchema = z.object({
  vassalage: z.string(),
  name: z.string(),
  isHot: z.boolean(),
  image: z.string().nullable(),
  /**
   * `VASSALAGE`: the card opens a pop-up list of the vendor's games in this category
   * (docs/games.md, "Vendor cards"); null: it opens the vendor's hall in the lobby.
   */
  isGame: z.literal(VENDOR_GAME_LIST).nullable(),
});
/** GET /wps/game/vendors — categories that have at least one enabled vendor. */
export const vendorGroupsSchema = z.array(
  z.object({ gameCategory: z.enum(gameCategories), vendors: z.array(vendorSchema) }),
);
export type VendorGroup = z.infer<typeof vendorGroupsSchema>[number];
