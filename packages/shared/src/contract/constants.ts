/** Settings-tree module ids (SPEC §3), with the groups they hang under. */
export const ModId = {
  RegistrationGroup: 'REGGRP',
  HomePageGroup: 'HOMEPAGE',
  MobileRegistration: 'MOBILENUMREG3',
  MobileRegistrationVerification: 'REGMOBVERF3',
  MobileRegistrationPassword: 'MOBILENUMPASSREG3',
  UsernameRegistration: 'USERNAMEREG3',
  FreePlay: 'FREEPLAY3',
  PasswordExpiryForceChange: 'PWDEXPFORCECHANGE3',
  MobileCodeLogin: 'MOBILEVERCODELOGIN3',
  DirectRegistration: 'DIRECTREG3',
  ChatRoom: 'CBS3',
  ChangePasswordVerification: 'CHNGPASSVERIF3',
  /** Home-page redirect: visitors without a session go to /login. */
  HomePageRedirect: 'HOMEREDIRECT3',
} as const;
export type ModId = (typeof ModId)[keyof typeof ModId];
export const modIds = Object.values(ModId) as [ModId, ...ModId[]];

/** Where each flag sits in the tree; groups have no parent. */
export const modIdParent: Record<ModId, ModId | null> = {
  REGGRP: null,
  HOMEPAGE: null,
  MOBILENUMREG3: 'REGGRP',
  REGMOBVERF3: 'REGGRP',
  MOBILENUMPASSREG3: 'REGGRP',
  USERNAMEREG3: 'REGGRP',
  DIRECTREG3: 'REGGRP',
  FREEPLAY3: 'HOMEPAGE',
  PWDEXPFORCECHANGE3: 'HOMEPAGE',
  MOBILEVERCODELOGIN3: 'HOMEPAGE',
  CBS3: 'HOMEPAGE',
  CHNGPASSVERIF3: 'HOMEPAGE',
  HOMEREDIRECT3: 'HOMEPAGE',
};

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Banner group per route group (SPEC §2 "Banners"). */
export const bannerGroups = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
  'w_cockfight',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

export const linkageTypes = ['NONE', 'URL', 'ROUTE', 'PROMOTION'] as const;
export type LinkageType = (typeof linkageTypes)[number];

export const resourceTypes = [
  'AFFILIATELINK',
  'USDJUMP',
  'SpeedTest',
  'Android',
  'MOBILECONFIG',
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const customerServiceTypes = ['VIP', 'LIVECHAT'] as const;

/** Game categories of the side menu, in menu order. */
export const gameCategories = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Vendor codes that the SPORTS category splits off into ESPORTS. */
export const esportsVendorCodes = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

export const SystemStatus = { Normal: 0, Maintenance: 1, RegionRestricted: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Languages with a complete translation file; a merchant supports a subset. */
export const languageCodes = ['es', 'en', 'zh', 'pt'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const registrationFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'telegram',
  'birthday',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

export const operatorRoles = ['owner', 'operator', 'editor', 'viewer'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const ANNOUNCEMENTS_PAGE_SIZE = 9;
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * What a promotion is about. SPEC §2 names 'new_player', the ones the sign-up page shows in
 * its swiper; the others group the promotions centre.
 */
export const promotionCategories = ['new_player', 'deposit', 'rebate', 'other'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];
export const NEW_PLAYER_CATEGORY = 'new_player' satisfies PromotionCategory;

/** SPEC §9: a promotion title may carry this placeholder for the new-register bonus. */
export const BONUS_PLACEHOLDER = '{amount}';
export const NEW_PLAYER_BONUS = '1000VND';

/** The title as players read it: every placeholder replaced by the new-register bonus. */
export const withBonusAmount = (title: string): string =>
  title.split(BONUS_PLACEHOLDER).join(NEW_PLAYER_BONUS);

/** Promotion pictures are 2:1; the demo ones are drawn at this size and pages reserve it. */
export const PROMOTION_IMAGE_SIZE = { width: 1200, height: 600 } as const;
