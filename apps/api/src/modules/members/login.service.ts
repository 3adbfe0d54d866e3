import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, type PasswordLoginRequest, type SessionGrant } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { consumeBotToken, consumeCaptcha } from '../challenges/index.js';
import type { Merchant } from '../merchants/index.js';
import { issueRememberToken } from '../recovery/index.js';
import { requireKnownAddress } from '../step-up/index.js';
import { recordAuthEvent, type AuthEvent } from './auth-audit.repo.js';
import {
  failureKeys,
  recordFailure,
  recordSuccess,
  throttleState,
} from './login-throttle.service.js';
import { findMemberByAccount, recordLogin } from './members.repo.js';
import { openSession, type SessionOrigin } from './sessions.service.js';
import { signInRefusal } from './sign-in-refusal.js';

/** Verified against when the account is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

const captchaFlag = { captcha: true } as const;

const tooManyAttempts = () =>
  new AppError(429, ErrorCode.TooManyAttempts, 'Too many requests, try again after 5 minutes');

/** Plain comparison: the submitted password has just been proved equal to the stored one. */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether the member must choose a new password, and whether it is the weak default. */
export function passwordState(
  member: Pick<MemberRow, 'password_expires_at'>,
  merchant: Pick<Merchant, 'weak_default_password'>,
  password: string,
  now: Date,
): { passwordExpired: boolean; weakPassword: boolean } {
  const expiresAt = member.password_expires_at;
  const weakPassword = sameText(password, merchant.weak_default_password);
  const pastExpiry = expiresAt !== null && new Date(expiresAt) <= now;
  return { passwordExpired: pastExpiry || weakPassword, weakPassword };
}

export async function login(
  db: Db,
  merchant: Merchant,
  input: PasswordLoginRequest,
  origin: Omit<SessionOrigin, 'merchantId'>,
  now = new Date(),
): Promise<SessionGrant> {
  const merchantId = merchant.id;
  const audit = (event: AuthEvent, memberId: number | null, detail: Record<string, unknown>) =>
    recordAuthEvent(db, { merchantId, memberId, event, ip: origin.ip, detail, at: now });
  const keys = failureKeys(merchantId, input.username, origin.ip);

  const state = await throttleState(db, keys, now);
  if (state.locked) {
    await audit('login.fail', null, { account: input.username, reason: 'locked' });
    throw tooManyAttempts();
  }
  if (
    !(await consumeBotToken(db, merchantId, { botToken: input.botToken, purpose: 'login' }, now))
  ) {
    throw new AppError(400, ErrorCode.BotCheckFailed, 'Bot check failed', { field: 'botToken' });
  }
  if (state.captchaRequired) {
    const solved =
      input.captchaId !== undefined &&
      input.captcha !== undefined &&
      (await consumeCaptcha(
        db,
        merchantId,
        { captchaId: input.captchaId, answer: input.captcha, purpose: 'login' },
        now,
      ));
    if (!solved) {
      throw new AppError(400, ErrorCode.CaptchaInvalid, 'Captcha check failed', {
        field: 'captcha',
        ...captchaFlag,
      });
    }
  }

  const member = await findMemberByAccount(db, merchantId, input.username);
  const passwordOk = await verifyPassword(member?.password_hash ?? (await decoy()), input.password);
  if (!member || !passwordOk) {
    const outcome = await recordFailure(db, keys, now);
    await audit('login.fail', member?.id ?? null, {
      account: input.username,
      reason: 'credentials',
    });
    if (outcome.lockedNow) {
      await audit('login.lockout', member?.id ?? null, { account: input.username });
      throw tooManyAttempts();
    }
    throw new AppError(
      401,
      ErrorCode.InvalidCredentials,
      'Invalid username or password',
      outcome.captchaRequired ? captchaFlag : undefined,
    );
  }
  await recordSuccess(db, keys);

  const refusal = signInRefusal(member);
  if (refusal) {
    await audit('login.refused', member.id, { reason: refusal.reason, type: member.type });
    throw refusal.error;
  }
  const password = passwordState(member, merchant, input.password, now);
  const pending = { ...password, remember: input.remember === true };
  await requireKnownAddress(db, member, origin, pending, now);

  const token = await db.transaction().execute(async (trx) => {
    await recordLogin(trx, member.id, origin.ip, now);
    await recordAuthEvent(trx, {
      merchantId,
      memberId: member.id,
      event: 'login.ok',
      ip: origin.ip,
      at: now,
    });
    return openSession(trx, member.id, { ...origin, merchantId }, now);
  });
  const remembered = input.remember
    ? await issueRememberToken(db, { merchantId, memberId: member.id, sessionToken: token }, now)
    : {};
  return {
    token,
    firstTimeLogin: member.last_login_at === null,
    ...password,
    ...remembered,
  };
}
