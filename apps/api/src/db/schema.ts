import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Translations } from '@sorteo/shared';
import type { DepositTables } from './schema-deposits.js';
import type { LabelTables } from './schema-labels.js';
import type { LedgerTables } from './schema-ledger.js';
import type { PhoneTables } from './schema-phone.js';
import type { RecoveryTables } from './schema-recovery.js';
import type { StepUpTables } from './schema-step-up.js';
import type { WithdrawalTables } from './schema-withdrawals.js';
import type { LotteryTables } from './schema-lottery.js';
import type { PromotionTables } from './schema-promotions.js';
import type { GameTables } from './schema-games.js';

/** A column the database fills in but a write may set. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb goes in as JSON text (pg would turn an array into a Postgres array). */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default: a write may leave it out. */
export type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** Operator content in other languages (migration 0024, shared `translationsSchema`). */
export type TranslationsColumn<Texts> = DefaultedJson<Translations<Texts>>;
/** bigint identities: `pg` answers a string, PGlite a number. */
export type BigId = ColumnType<string | number, never, never>;

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency: string;
  currency_exponent: number;
  time_zone: string;
  default_language: string;
  supported_languages: Json<string[]>;
  lottery_type: Defaulted<string>;
  platform: Defaulted<string>;
  gtag_id: string | null;
  image_cdns: Json<string[]>;
  launch_game_cdns: Json<string[]>;
  default_country_dialing_code: Defaulted<string>;
  minimum_age: Defaulted<number>;
  maintenance_enabled: Defaulted<boolean>;
  maintenance_message: string | null;
  maintenance_allow_list: Json<string[]>;
  /** SPEC §9 `{secret}`: a member whose password equals it must change it. */
  weak_default_password: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MerchantDomainTable {
  id: Generated<number>;
  merchant_id: number;
  host: string;
}

export interface SettingNodeTable {
  merchant_id: number;
  mod_id: string;
  enabled: boolean;
}

export interface BannerTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  url: string;
  title: string;
  linkage_type: string;
  linkage: string | null;
  sort: number;
  enabled: boolean;
  translations: TranslationsColumn<{ url: string; title: string }>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  title: string;
  content: string;
  published_at: Timestamp;
  enabled: boolean;
  translations: TranslationsColumn<{ title: string; content: string }>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HelpArticleTable {
  id: Generated<number>;
  merchant_id: number;
  category: string;
  title: string;
  content: string;
  sort: number;
  translations: TranslationsColumn<{ category: string; title: string; content: string }>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResourceTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string | null;
  sort: number;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_id: number;
  cs_type: string;
  path: string;
  sort: number;
}

export interface DomainRouteTable {
  id: Generated<number>;
  merchant_id: number;
  url: string;
  sort: number;
}

export interface RegionRuleTable {
  id: Generated<number>;
  merchant_id: number;
  kind: 'COUNTRY' | 'IP';
  value: string;
  action: 'ALLOW' | 'DENY';
  note: string;
  created_at: Timestamp;
}

export interface RegistrationFieldRuleTable {
  merchant_id: number;
  field: string;
  pattern_id: string;
  accepted_pattern: string;
  min_length: number;
  max_length: number;
  enabled: boolean;
  required: boolean;
}

export interface OperatorTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  role: string;
  disabled: Defaulted<boolean>;
  created_at: Timestamp;
  last_login_at: Date | null;
}

export interface OperatorSessionTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

export interface AuditLogTable {
  id: BigId;
  merchant_id: number;
  operator_id: number | null;
  operator_username: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  ip: string;
  created_at: Timestamp;
}

export interface EncryptionKeyTable {
  generation: number;
  key_id: string;
  /** SubjectPublicKeyInfo, DER, base64. */
  public_key: string;
  /** PKCS#8 PEM. */
  private_key: string;
  created_at: Timestamp;
}

export interface EncryptionNonceTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface CaptchaChallengeTable {
  id: BigId;
  merchant_id: number;
  token_hash: string;
  purpose: string;
  answer_hmac: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SliderChallengeTable {
  id: BigId;
  merchant_id: number;
  token_hash: string;
  purpose: string;
  hole_x: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface BotTokenTable {
  id: BigId;
  merchant_id: number;
  token_hash: string;
  purpose: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ChallengeThrottleTable {
  merchant_id: number;
  kind: string;
  client_ip: string;
  last_at: Timestamp;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_id: number;
  account: string;
  password_hash: string;
  type: Defaulted<number>;
  status: Defaulted<'active' | 'disabled'>;
  nickname: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  qq_num: string | null;
  recommender_id: string | null;
  payment_password_hash: string | null;
  line: string | null;
  whatsapp: string | null;
  zalo: string | null;
  facebook: string | null;
  wechat: string | null;
  telegram: string | null;
  id_number: string | null;
  birthday: string | null;
  upline_id: number | null;
  affiliate_code: string | null;
  referral_code: string;
  register_url: string | null;
  register_domain: string | null;
  register_method: Defaulted<string>;
  register_ip: string;
  password_changed_at: Timestamp;
  password_expires_at: Timestamp | null;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
  last_login_ip: string | null;
  password_set: Defaulted<boolean>;
}

export interface MemberUplineClosureTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

export interface MemberSessionTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string;
  user_agent: string | null;
}

export interface LoginFailureTable {
  merchant_id: number;
  scope: 'account' | 'ip';
  key: string;
  window_start: Timestamp;
  failures: number;
  locked_until: Timestamp | null;
}

export interface KnownLoginIpTable {
  member_id: number;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface AuthAuditTable {
  id: BigId;
  merchant_id: number;
  member_id: number | null;
  event: string;
  ip: string;
  detail: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/**
 * Tables of later features live in their own schema files so features are edited apart;
 * the database type is their union.
 */
export interface Database
  extends
    PhoneTables,
    RecoveryTables,
    StepUpTables,
    LabelTables,
    LedgerTables,
    DepositTables,
    WithdrawalTables,
    LotteryTables,
    PromotionTables,
    GameTables {
  merchant: MerchantTable;
  merchant_domain: MerchantDomainTable;
  setting_node: SettingNodeTable;
  banner: BannerTable;
  announcement: AnnouncementTable;
  help_article: HelpArticleTable;
  resource: ResourceTable;
  customer_service: CustomerServiceTable;
  domain_route: DomainRouteTable;
  region_rule: RegionRuleTable;
  registration_field_rule: RegistrationFieldRuleTable;
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  audit_log: AuditLogTable;
  encryption_key: EncryptionKeyTable;
  encryption_nonce: EncryptionNonceTable;
  captcha_challenge: CaptchaChallengeTable;
  slider_challenge: SliderChallengeTable;
  bot_token: BotTokenTable;
  challenge_throttle: ChallengeThrottleTable;
  member: MemberTable;
  member_upline_closure: MemberUplineClosureTable;
  member_session: MemberSessionTable;
  login_failure: LoginFailureTable;
  known_login_ip: KnownLoginIpTable;
  auth_audit: AuthAuditTable;
}

export type MerchantRow = Selectable<MerchantTable>;
export type NewMerchant = Insertable<MerchantTable>;
export type BannerRow = Selectable<BannerTable>;
export type AnnouncementRow = Selectable<AnnouncementTable>;
export type HelpArticleRow = Selectable<HelpArticleTable>;
export type ResourceRow = Selectable<ResourceTable>;
export type RegionRuleRow = Selectable<RegionRuleTable>;
export type OperatorRow = Selectable<OperatorTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type MerchantUpdate = Updateable<MerchantTable>;
