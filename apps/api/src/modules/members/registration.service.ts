import {
  checkCaptchaAnswer,
  ErrorCode,
  registrationFieldsSchema,
  type FieldIssue,
  type RegisterRequest,
  type SessionGrant,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { NewMember } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { consumeCaptcha } from '../challenges/captcha.service.js';
import { consumeBotToken } from '../challenges/slider.service.js';
import {
  fieldRules,
  loadSettings,
  registerSettings,
  type Merchant,
} from '../merchants/merchants.service.js';
import { recordAuthEvent } from './auth-audit.repo.js';
import { invalidField, invalidFields, issuesOf } from './field-errors.js';
import {
  findMemberByAccount,
  insertMember,
  linkIntoUplineChain,
  recordLogin,
} from './members.repo.js';
import { newReferralCode } from './referral-codes.js';
import { openSession, type SessionOrigin } from './sessions.service.js';
import { resolveUpline } from './upline.service.js';

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

/** Field rules, then the flags and codes that depend on them; nothing is spent or written. */
async function checkFields(db: Db, merchant: Merchant, input: RegisterRequest) {
  const settings = registerSettings(merchant, await loadSettings(db, merchant.id));
  if (!settings.usernameRegistration) {
    throw new AppError(403, ErrorCode.RegistrationClosed, 'Registration by username is closed');
  }
  const rules = await fieldRules(db, merchant.id);
  const issues: FieldIssue[] = [];
  const parsed = registrationFieldsSchema(rules).safeParse(input);
  if (!parsed.success) issues.push(...issuesOf(parsed.error));
  const captchaIssue = checkCaptchaAnswer(rules, input.captcha);
  if (captchaIssue) issues.push({ field: 'captcha', ...captchaIssue });
  if (issues.length) throw invalidFields(issues);

  const captchaOn = rules.some((r) => r.field === 'captcha' && r.enabled);
  if (captchaOn && !input.captchaId) throw invalidField('captchaId', 'required', 'not empty');
  if (input.password === merchant.weak_default_password) {
    throw invalidField('password', 'weak_default', 'choose a password of your own');
  }
  if (await findMemberByAccount(db, merchant.id, input.username!)) {
    throw invalidField('username', 'taken', 'this username is already registered');
  }
  const uplineId = await resolveUpline(db, merchant.id, input);
  if (uplineId === null && !settings.directRegistration) {
    throw invalidField('affiliateCode', 'required', 'registration needs an invitation code');
  }
  return { uplineId, captchaOn };
}

const orNull = (value: string | undefined) => (value ? value : null);

function memberRow(
  merchant: Merchant,
  input: RegisterRequest,
  hashes: { password: string; payment: string | null },
  uplineId: number | null,
  ip: string,
  now: Date,
): NewMember {
  const mobile = orNull(input.mobileNum);
  return {
    merchant_id: merchant.id,
    account: input.username!,
    password_hash: hashes.password,
    nickname: orNull(input.nickname),
    mobile_num: mobile,
    country_dialing_code: mobile
      ? (input.countryDialingCode ?? merchant.default_country_dialing_code)
      : null,
    email: orNull(input.email),
    payee_name: orNull(input.payeeName),
    qq_num: orNull(input.qqNum),
    recommender_id: orNull(input.recommenderId),
    payment_password_hash: hashes.payment,
    line: orNull(input.line),
    whatsapp: orNull(input.whatsapp),
    zalo: orNull(input.zalo),
    facebook: orNull(input.facebook),
    wechat: orNull(input.wechat),
    telegram: orNull(input.telegram),
    id_number: orNull(input.idNumber),
    birthday: orNull(input.birthday),
    upline_id: uplineId,
    referral_code: newReferralCode(),
    register_url: orNull(input.registerUrl),
    register_domain: orNull(input.domain),
    register_method: input.registerMethod,
    register_ip: ip,
    password_changed_at: now,
    created_at: now,
  };
}

/**
 * SPEC §4 order: field rules and the invitation code, then the bot check, then the
 * captcha; only then is anything written. A new member is signed in at once.
 */
export async function register(
  db: Db,
  merchant: Merchant,
  input: RegisterRequest,
  origin: Omit<SessionOrigin, 'merchantId'>,
  now = new Date(),
): Promise<SessionGrant> {
  const { uplineId, captchaOn } = await checkFields(db, merchant, input);
  const botOk = await consumeBotToken(
    db,
    merchant.id,
    { botToken: input.botToken, purpose: 'register' },
    now,
  );
  if (!botOk) {
    throw new AppError(400, ErrorCode.BotCheckFailed, 'Bot check failed', { field: 'botToken' });
  }
  if (captchaOn) {
    const answer = {
      captchaId: input.captchaId!,
      answer: input.captcha!,
      purpose: 'register' as const,
    };
    if (!(await consumeCaptcha(db, merchant.id, answer, now))) {
      throw new AppError(400, ErrorCode.CaptchaInvalid, 'Captcha check failed', {
        field: 'captcha',
      });
    }
  }

  const hashes = {
    password: await hashPassword(input.password!),
    payment: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
  };
  try {
    const token = await db.transaction().execute(async (trx) => {
      const memberId = await insertMember(
        trx,
        memberRow(merchant, input, hashes, uplineId, origin.ip, now),
      );
      await linkIntoUplineChain(trx, memberId, uplineId);
      await recordLogin(trx, memberId, origin.ip, now);
      await recordAuthEvent(trx, {
        merchantId: merchant.id,
        memberId,
        event: 'register',
        ip: origin.ip,
        detail: { uplineId, registerUrl: input.registerUrl ?? null },
        at: now,
      });
      return openSession(trx, memberId, { ...origin, merchantId: merchant.id }, now);
    });
    return { token, firstTimeLogin: true, passwordExpired: false };
  } catch (error) {
    const field = takenFieldOf(error);
    if (field) throw invalidField(field, 'taken', `this ${field} is already registered`);
    throw error;
  }
}
