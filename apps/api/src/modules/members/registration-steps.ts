/** The steps both registrations (by username, by mobile) take, in SPEC §4 order. */
import {
  checkCaptchaAnswer,
  ErrorCode,
  registrationFieldsSchema,
  type FieldIssue,
  type FieldRule,
  type RegisterRequest,
  type RegisterSettings,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { NewMember } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { consumeBotToken, consumeCaptcha } from '../challenges/index.js';
import type { Merchant } from '../merchants/index.js';
import { recordAuthEvent } from './auth-audit.repo.js';
import { invalidField, invalidFields, issuesOf } from './field-errors.js';
import { findMemberByMobile } from './member-phone.repo.js';
import { insertMember, linkIntoUplineChain, recordLogin } from './members.repo.js';
import { newReferralCode } from './referral-codes.js';
import { openSession, type SessionOrigin } from './sessions.service.js';
import { resolveUpline } from './upline.service.js';

export type Mobile = { dialingCode: string; number: string };

/** What the checks found that the later steps need. */
export type RegistrationPlan = {
  uplineId: number | null;
  captchaOn: boolean;
  mobile: Mobile | null;
};

const UNIQUE_VIOLATION = '23505';

/** Which field a unique index protects, by the index's name. */
const takenField: Record<string, string> = {
  member_account: 'username',
  member_mobile: 'mobileNum',
};

function takenFieldOf(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== UNIQUE_VIOLATION) return null;
  const index = Object.keys(takenField).find(
    (name) => e.constraint === name || e.message?.includes(`"${name}"`),
  );
  return index ? takenField[index]! : null;
}

export const takenError = (field: string) =>
  invalidField(field, 'taken', `this ${field} is already registered`);

/** The number a registration binds; without a dialing code, the merchant's default one. */
export function mobileOf(merchant: Merchant, input: RegisterRequest): Mobile | null {
  if (!input.mobileNum) return null;
  return {
    dialingCode: input.countryDialingCode ?? merchant.default_country_dialing_code,
    number: input.mobileNum,
  };
}

/**
 * Field rules (plus the issues the caller found), then what depends on them: the captcha
 * id, the weak default password, a number already bound, the invitation code. Nothing is
 * spent or written.
 */
export async function checkRegistration(
  db: Db,
  merchant: Merchant,
  input: RegisterRequest,
  context: { rules: readonly FieldRule[]; settings: RegisterSettings; issues?: FieldIssue[] },
): Promise<RegistrationPlan> {
  const issues: FieldIssue[] = [...(context.issues ?? [])];
  const parsed = registrationFieldsSchema(context.rules).safeParse(input);
  if (!parsed.success) issues.push(...issuesOf(parsed.error));
  const captchaIssue = checkCaptchaAnswer(context.rules, input.captcha);
  if (captchaIssue) issues.push({ field: 'captcha', ...captchaIssue });
  if (issues.length) throw invalidFields(issues);

  const captchaOn = context.rules.some((r) => r.field === 'captcha' && r.enabled);
  if (captchaOn && !input.captchaId) throw invalidField('captchaId', 'required', 'not empty');
  refuseWeakDefault(merchant, input.password);
  const mobile = mobileOf(merchant, input);
  if (mobile && (await findMemberByMobile(db, merchant.id, mobile))) throw takenError('mobileNum');
  const uplineId = await resolveUpline(db, merchant.id, input);
  if (uplineId === null && !context.settings.directRegistration) {
    throw invalidField('affiliateCode', 'required', 'registration needs an invitation code');
  }
  return { uplineId, captchaOn, mobile };
}

function refuseWeakDefault(merchant: Merchant, password: string | undefined): void {
  if (password === merchant.weak_default_password) {
    throw invalidField('password', 'weak_default', 'choose a password of your own');
  }
}

/** The fields an account made outside the registration form still answers to. */
const credentialFields: ReadonlySet<string> = new Set(['username', 'password', 'confirmPassword']);

/**
 * Registration's own checks of a username and password pair (field rules, "inconsistent
 * twice", the weak default), for accounts opened by someone else than the player.
 */
export function checkCredentials(
  merchant: Merchant,
  rules: readonly FieldRule[],
  input: { username: string; password: string; confirmPassword: string },
): void {
  const own = rules.filter((r) => credentialFields.has(r.field));
  const parsed = registrationFieldsSchema(own).safeParse(input);
  if (!parsed.success) throw invalidFields(issuesOf(parsed.error));
  refuseWeakDefault(merchant, input.password);
}

/** The bot check, then the captcha when the merchant asks for one; both are spent. */
export async function passChallenges(
  db: Db,
  merchantId: number,
  input: RegisterRequest,
  captchaOn: boolean,
  now: Date,
): Promise<void> {
  const botOk = await consumeBotToken(
    db,
    merchantId,
    { botToken: input.botToken, purpose: 'register' },
    now,
  );
  if (!botOk) {
    throw new AppError(400, ErrorCode.BotCheckFailed, 'Bot check failed', { field: 'botToken' });
  }
  if (!captchaOn) return;
  const answer = {
    captchaId: input.captchaId!,
    answer: input.captcha!,
    purpose: 'register' as const,
  };
  if (!(await consumeCaptcha(db, merchantId, answer, now))) {
    throw new AppError(400, ErrorCode.CaptchaInvalid, 'Captcha check failed', {
      field: 'captcha',
    });
  }
}

const orNull = (value: string | undefined) => (value ? value : null);

export type NewAccount = {
  account: string;
  passwordHash: string;
  /** False when the member never chose the password (mobile registration without one). */
  passwordSet: boolean;
  paymentPasswordHash: string | null;
  plan: RegistrationPlan;
  ip: string;
};

/** What a new member's row takes from a form; `registerMethod` says who opened it. */
export type MemberDetails = Omit<RegisterRequest, 'botToken' | 'registerMethod'> & {
  registerMethod: string;
};

export function memberRow(
  merchant: Merchant,
  input: MemberDetails,
  account: NewAccount,
  now: Date,
): NewMember {
  const { mobile } = account.plan;
  return {
    merchant_id: merchant.id,
    account: account.account,
    password_hash: account.passwordHash,
    password_set: account.passwordSet,
    nickname: orNull(input.nickname),
    mobile_num: mobile?.number ?? null,
    country_dialing_code: mobile?.dialingCode ?? null,
    email: orNull(input.email),
    payee_name: orNull(input.payeeName),
    qq_num: orNull(input.qqNum),
    recommender_id: orNull(input.recommenderId),
    payment_password_hash: account.paymentPasswordHash,
    line: orNull(input.line),
    whatsapp: orNull(input.whatsapp),
    zalo: orNull(input.zalo),
    facebook: orNull(input.facebook),
    wechat: orNull(input.wechat),
    telegram: orNull(input.telegram),
    id_number: orNull(input.idNumber),
    birthday: orNull(input.birthday),
    upline_id: account.plan.uplineId,
    referral_code: newReferralCode(),
    register_url: orNull(input.registerUrl),
    register_domain: orNull(input.domain),
    register_method: input.registerMethod,
    register_ip: account.ip,
    password_changed_at: now,
    created_at: now,
  };
}

/**
 * Writes the member, its place in the upline chain and the `register` audit row, inside the
 * caller's transaction; answers the new member's id.
 */
export async function writeMember(
  trx: Db,
  merchant: Merchant,
  row: NewMember,
  audit: { ip: string; detail: Record<string, unknown> },
  now: Date,
): Promise<number> {
  const memberId = await insertMember(trx, row);
  await linkIntoUplineChain(trx, memberId, row.upline_id ?? null);
  await recordAuthEvent(trx, {
    merchantId: merchant.id,
    memberId,
    event: 'register',
    ip: audit.ip,
    detail: {
      uplineId: row.upline_id ?? null,
      registerUrl: row.register_url ?? null,
      ...audit.detail,
    },
    at: now,
  });
  return memberId;
}

/** Runs a write that creates a member, answering a lost race for a unique account or number as "taken". */
export async function answeringTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = takenFieldOf(error);
    if (field) throw takenError(field);
    throw error;
  }
}

/**
 * Writes the member (`writeMember`) with its first login, and opens its session, all in
 * one transaction.
 */
export async function createMember(
  db: Db,
  merchant: Merchant,
  row: NewMember,
  origin: Omit<SessionOrigin, 'merchantId'>,
  detail: Record<string, unknown>,
  now: Date,
): Promise<string> {
  return answeringTaken(() =>
    db.transaction().execute(async (trx) => {
      const memberId = await writeMember(trx, merchant, row, { ip: origin.ip, detail }, now);
      await recordLogin(trx, memberId, origin.ip, now);
      return openSession(trx, memberId, { ...origin, merchantId: merchant.id }, now);
    }),
  );
}
