import { ErrorCode, ModId, type PhoneResetRequest, type SessionGrant } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Merchant } from '../merchants/index.js';
import {
  findMemberByMobile,
  openSession,
  recordAuthEvent,
  recordLogin,
  signInRefusal,
  type SessionOrigin,
} from '../members/index.js';
import { checkNewPassword, replacePassword } from '../recovery/index.js';
import { isFlagOn } from './merchant-flags.js';
import { checkCode } from './verification-codes.service.js';

/**
 * POST /wps/member/password/verification (CHNGPASSVERIF3): the SMS code (purpose
 * resetPassword) proves the number; the member's password is replaced as every other reset
 * replaces it (sessions, remember-me tokens and reset links void), and a new session opens:
 * the automatic login of SPEC §4 "Phone reset".
 */
export async function resetPasswordByPhone(
  db: Db,
  merchant: Merchant,
  input: PhoneResetRequest,
  origin: Omit<SessionOrigin, 'merchantId'>,
  now = new Date(),
): Promise<SessionGrant> {
  const merchantId = merchant.id;
  if (!(await isFlagOn(db, merchantId, ModId.ChangePasswordVerification))) {
    throw new AppError(
      403,
      ErrorCode.OperationNotAllowed,
      'Password reset by phone is not enabled',
    );
  }
  // The phone form asks the new password once (SPEC §2 "Forgot password").
  const { newPassword } = input;
  await checkNewPassword(db, merchant, { newPassword, confirmNewPassword: newPassword });
  const to = { dialingCode: input.countryDialingCode, number: input.mobileNum };
  // The code first: without it the call says nothing about the number or its account.
  await checkCode(
    db,
    { merchantId, to, purpose: 'resetPassword', code: input.verificationCode, ip: origin.ip },
    now,
  );
  const member = await findMemberByMobile(db, merchantId, to);
  if (!member) {
    throw new AppError(404, ErrorCode.AccountNotFound, 'No account has this mobile number', {
      field: 'mobileNum',
    });
  }
  const refusal = signInRefusal(member);
  if (refusal) throw refusal.error;

  const passwordHash = await hashPassword(newPassword);
  const token = await db.transaction().execute(async (trx) => {
    await replacePassword(trx, { memberId: member.id, passwordHash, keepSessionId: null }, now);
    await recordLogin(trx, member.id, origin.ip, now);
    const audit = { merchantId, memberId: member.id, ip: origin.ip, at: now };
    await recordAuthEvent(trx, { ...audit, event: 'password.reset', detail: { via: 'phone' } });
    await recordAuthEvent(trx, { ...audit, event: 'login.ok', detail: { method: 'phoneReset' } });
    return openSession(trx, member.id, { ...origin, merchantId }, now);
  });
  return { token, firstTimeLogin: member.last_login_at === null, passwordExpired: false };
}
