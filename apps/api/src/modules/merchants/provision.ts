import { provisionLotteryGames } from '../lottery/index.js';
import { ModId, modIds, type FieldRule, type LanguageCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { MerchantRow } from '../../db/schema.js';
import { forgetMerchants } from './merchant-directory.js';

export type MerchantSpec = {
  code: string;
  name: string;
  currency: string;
  currencyExponent: number;
  timeZone: string;
  defaultLanguage: LanguageCode;
  supportedLanguages: LanguageCode[];
  defaultCountryDialingCode?: string;
  launchGameCdns?: string[];
  imageCdns?: string[];
  gtagId?: string | null;
  hosts?: string[];
  settings?: Partial<Record<ModId, boolean>>;
};

/** A new brand starts with every registration mode on and the optional extras off. */
const defaultSettings: Record<ModId, boolean> = {
  [ModId.RegistrationGroup]: true,
  [ModId.HomePageGroup]: true,
  [ModId.MobileRegistration]: true,
  [ModId.MobileRegistrationVerification]: false,
  [ModId.MobileRegistrationPassword]: true,
  [ModId.UsernameRegistration]: true,
  [ModId.FreePlay]: true,
  [ModId.PasswordExpiryForceChange]: true,
  [ModId.MobileCodeLogin]: true,
  [ModId.DirectRegistration]: true,
  [ModId.ChatRoom]: false,
  [ModId.ChangePasswordVerification]: true,
  [ModId.HomePageRedirect]: false,
};

type Rule = Omit<FieldRule, 'field'>;
const any = (min: number, max: number, enabled = false, required = false): Rule => ({
  patternId: 'ANY',
  acceptedPattern: '*',
  minLength: min,
  maxLength: max,
  enabled,
  required,
});
const rule = (
  patternId: string,
  acceptedPattern: string,
  min: number,
  max: number,
  enabled: boolean,
  required: boolean,
): Rule => ({
  patternId,
  acceptedPattern,
  minLength: min,
  maxLength: max,
  enabled,
  required,
});
const DIGITS = '^[0-9]+$';
const ALNUM = '^[a-zA-Z0-9]+$';
const NO_SPACES = '^\\S+$';

export const defaultFieldRules: Record<FieldRule['field'], Rule> = {
  username: rule('USERNAME', '^[a-zA-Z][a-zA-Z0-9]*$', 6, 16, true, true),
  password: rule('NO_SPACES', NO_SPACES, 6, 64, true, true),
  confirmPassword: rule('NO_SPACES', NO_SPACES, 6, 64, true, true),
  payeeName: any(2, 64),
  email: rule('EMAIL', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 100, true, false),
  qqNum: rule('DIGITS', DIGITS, 5, 12, false, false),
  mobileNum: rule('DIGITS', DIGITS, 8, 15, true, true),
  recommenderId: rule('ALPHANUMERIC', ALNUM, 4, 32, false, false),
  captcha: rule('ALPHANUMERIC', ALNUM, 4, 6, false, false),
  verificationCode: rule('DIGITS', DIGITS, 4, 8, true, true),
  affiliateCode: rule('ALPHANUMERIC', ALNUM, 4, 32, true, false),
  paymentPassword: rule('DIGITS', DIGITS, 6, 6, false, false),
  line: any(1, 64),
  whatsapp: any(1, 64),
  zalo: any(1, 64),
  facebook: any(1, 64),
  wechat: any(1, 64),
  idNumber: rule('ALPHANUMERIC', ALNUM, 6, 32, false, false),
  referralCode: rule('ALPHANUMERIC', ALNUM, 4, 32, true, false),
  nickname: any(2, 32),
  telegram: any(1, 64),
  birthday: rule('DATE', '^\\d{4}-\\d{2}-\\d{2}$', 10, 10, false, false),
};

/** Creates a merchant with its settings tree and registration rules; null if the code exists. */
export async function provisionMerchant(trx: Db, spec: MerchantSpec): Promise<MerchantRow | null> {
  forgetMerchants();
  const merchant = await trx
    .insertInto('merchant')
    .values({
      code: spec.code.toUpperCase(),
      name: spec.name,
      currency: spec.currency,
      currency_exponent: spec.currencyExponent,
      time_zone: spec.timeZone,
      default_language: spec.defaultLanguage,
      supported_languages: JSON.stringify(spec.supportedLanguages),
      gtag_id: spec.gtagId ?? null,
      image_cdns: JSON.stringify(spec.imageCdns ?? []),
      launch_game_cdns: JSON.stringify(spec.launchGameCdns ?? []),
      maintenance_allow_list: '[]',
      ...(spec.defaultCountryDialingCode
        ? { default_country_dialing_code: spec.defaultCountryDialingCode }
        : {}),
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!merchant) return null;

  const settings = { ...defaultSettings, ...spec.settings };
  await trx
    .insertInto('setting_node')
    .values(
      modIds.map((modId) => ({
        merchant_id: merchant.id,
        mod_id: modId,
        enabled: settings[modId],
      })),
    )
    .execute();
  await trx
    .insertInto('registration_field_rule')
    .values(
      Object.entries(defaultFieldRules).map(([field, r]) => ({
        merchant_id: merchant.id,
        field,
        pattern_id: r.patternId,
        accepted_pattern: r.acceptedPattern,
        min_length: r.minLength,
        max_length: r.maxLength,
        enabled: r.enabled,
        required: r.required,
      })),
    )
    .execute();
  await provisionLotteryGames(trx, merchant);
  if (spec.hosts?.length) {
    await trx
      .insertInto('merchant_domain')
      .values(spec.hosts.map((host) => ({ merchant_id: merchant.id, host: host.toLowerCase() })))
      .execute();
  }
  return merchant;
}
