import {
  ModId,
  modIdParent,
  modIds,
  type Brand,
  type CustomerService,
  type FieldRule,
  type LanguageCode,
  type RegisterSettings,
  type Resource,
  type WhitelabelNode,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { MerchantRow, ResourceRow } from '../../db/schema.js';
import { phoneVerificationMode } from '../phone/index.js';
import { socialSignInAvailability } from '../step-up/index.js';
import {
  findMerchantByCode,
  findMerchantById,
  findMerchantByHost,
  listCustomerService,
  listDomainRoutes,
  listFieldRules,
  listSettings,
} from './merchants.repo.js';
import { fromDirectory } from './merchant-directory.js';
import { listResources } from './resources.repo.js';

export type Merchant = MerchantRow;
export type Settings = ReadonlyMap<ModId, boolean>;

const byCode = (db: Db, code: string) =>
  fromDirectory(db, `code:${code}`, () => findMerchantByCode(db, code));
const byHost = (db: Db, host: string) =>
  fromDirectory(db, `host:${host}`, () => findMerchantByHost(db, host));

/**
 * The brand from the `Merchant` header, else the host, else the configured default; from the
 * process's short-lived copy (merchant-directory.ts).
 */
export async function resolveMerchant(
  db: Db,
  input: { code: string | null; host: string | null; defaultCode: string },
): Promise<{ merchant: Merchant | undefined; fromHeader: boolean }> {
  if (input.code) {
    return { merchant: await byCode(db, input.code.toUpperCase()), fromHeader: true };
  }
  const hosted = input.host ? await byHost(db, normalizeHost(input.host)) : undefined;
  return {
    merchant: hosted ?? (await byCode(db, input.defaultCode.toUpperCase())),
    fromHeader: false,
  };
}

/** The merchant with this code, read now (command-line tools; requests use `resolveMerchant`). */
export const merchantByCode = (db: Db, code: string): Promise<Merchant | undefined> =>
  findMerchantByCode(db, code);

/** The merchant with this id, read now. */
export const merchantById = (db: Db, id: number): Promise<Merchant | undefined> =>
  findMerchantById(db, id);

/** `Example.com:3000` and `example.com.` name the same site as `example.com`. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1 && h.indexOf(':') === colon) h = h.slice(0, colon);
  return h.replace(/\.$/, '');
}

export async function loadSettings(db: Db, merchantId: number): Promise<Settings> {
  const rows = await listSettings(db, merchantId);
  const known = new Set<string>(modIds);
  return new Map(
    rows.filter((r) => known.has(r.mod_id)).map((r) => [r.mod_id as ModId, r.enabled]),
  );
}

/** Every modId of the contract, groups at the root, flags under their group. */
export function whitelabelTree(settings: Settings): WhitelabelNode[] {
  const node = (modId: ModId): WhitelabelNode => ({
    modId,
    enabled: settings.get(modId) ? '1' : '0',
    childrenNodes: modIds.filter((child) => modIdParent[child] === modId).map(node),
  });
  return modIds.filter((id) => modIdParent[id] === null).map(node);
}

export function brandOf(merchant: Merchant, settings: Settings): Brand {
  return {
    merchantCode: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencyExponent: merchant.currency_exponent,
    timeZone: merchant.time_zone,
    defaultLanguage: merchant.default_language as LanguageCode,
    supportedLanguages: merchant.supported_languages as LanguageCode[],
    lotteryType: merchant.lottery_type,
    platform: merchant.platform,
    homePageRedirect: settings.get(ModId.HomePageRedirect) ?? false,
  };
}

/** A flag counts only when its group is on too. */
function isOn(settings: Settings, modId: ModId): boolean {
  const parent = modIdParent[modId];
  return (settings.get(modId) ?? false) && (parent === null || (settings.get(parent) ?? false));
}

export function registerSettings(merchant: Merchant, settings: Settings): RegisterSettings {
  return {
    usernameRegistration: isOn(settings, ModId.UsernameRegistration),
    mobileRegistration: isOn(settings, ModId.MobileRegistration),
    mobileRegPass: isOn(settings, ModId.MobileRegistrationPassword),
    smsForUsernameRegistration: isOn(settings, ModId.MobileRegistrationVerification),
    directRegistration: isOn(settings, ModId.DirectRegistration),
    freePlay: isOn(settings, ModId.FreePlay),
    defaultCountryDialingCode: merchant.default_country_dialing_code,
    minimumAge: merchant.minimum_age,
    socialSignIn: socialSignInAvailability(),
    phoneVerification: phoneVerificationMode(),
  };
}

export async function fieldRules(db: Db, merchantId: number): Promise<FieldRule[]> {
  const rows = await listFieldRules(db, merchantId);
  return rows.map((r) => ({
    field: r.field as FieldRule['field'],
    patternId: r.pattern_id,
    acceptedPattern: r.accepted_pattern,
    minLength: r.min_length,
    maxLength: r.max_length,
    enabled: r.enabled,
    required: r.required,
  }));
}

export function toResource(r: ResourceRow): Resource {
  return {
    id: r.id,
    resourceType: r.resource_type as Resource['resourceType'],
    url: r.url,
    qrCodeUrl: r.qr_code_url,
    labelNameEn: r.label_name_en,
  };
}

export async function resources(db: Db, merchantId: number): Promise<Resource[]> {
  return (await listResources(db, merchantId)).map(toResource);
}

export async function customerService(db: Db, merchantId: number): Promise<CustomerService[]> {
  const rows = await listCustomerService(db, merchantId);
  return rows.map((r) => ({
    id: r.id,
    csType: r.cs_type as CustomerService['csType'],
    path: r.path,
  }));
}

export async function domainRoutes(db: Db, merchantId: number) {
  return { domainList: await listDomainRoutes(db, merchantId) };
}
