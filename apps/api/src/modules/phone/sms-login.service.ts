import { ErrorCode, ModId, type SessionGrant, type SmsLoginRequest } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import type { Merchant } from '../merchants/index.js';
import {
  findMemberByMobile,
  openSession,
  recordAuthEvent,
  recordLogin,
  signInRefusal,
  type AuthEvent,
  type SessionOrigin,
} from '../members/index.js';
import { isFlagOn } from './merchant-flags.js';
import { checkCode } from './verification-codes.service.js';

type Origin = Omit<SessionOrigin, 'merchantId'>;

/**
 * Records the login (address now known) and its audit row and opens the session, in one
 * transaction, as a password login does.
 */
export async function openMemberSession(
  db: Db,
  merchantId: number,
  memberId: number,
  origin: Origin,
  detail: Record<string, unknown>,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await recordLogin(trx, memberId, origin.ip, now);
    await recordAuthEvent(trx, {
      merchantId,
      memberId,
      event: 'login.ok',
      ip: origin.ip,
      detail,
      at: now,
    });
    return openSession(trx, memberId, { ...origin, merchantId }, now);
  });
}

/** Signs in with an SMS code sent by /wps/verification/sms/noLogin (MOBILEVERCODELOGIN3). */
export async function loginBySms(
  db: Db,
  merchant: Merchant,
  input: SmsLoginRequest,
  origin: Origin,
  now = new Date(),
): Promise<SessionGrant> {
  const merchantId = merchant.id;
  const audit = (event: AuthEvent, memberId: number | null, detail: Record<string, unknown>) =>
    recordAuthEvent(db, {
      merchantId,
      memberId,
      event,
      ip: origin.ip,
      detail: { method: 'sms', ...detail },
      at: now,
    });
  if (!(await isFlagOn(db, merchantId, ModId.MobileCodeLogin))) {
    throw new AppError(403, ErrorCode.OperationNotAllowed, 'Sign-in by SMS is not enabled');
  }
  const to = { dialingCode: input.countryDialingCode, number: input.mobileNum };
  const member = await findMemberByMobile(db, merchantId, to);
  try {
    await checkCode(
      db,
      {
        merchantId,
        to,
        purpose: 'login',
        code: input.verificationCode,
        ip: origin.ip,
        memberId: member?.id ?? null,
      },
      now,
    );
  } catch (error) {
    await audit('login.fail', member?.id ?? null, { reason: (error as AppError).code });
    throw error;
  }
  if (!member) {
    await audit('login.fail', null, { reason: 'no-account' });
    throw new AppError(404, ErrorCode.AccountNotFound, 'No account has this mobile number', {
      field: 'mobileNum',
    });
  }
  const refusal = signInRefusal(member);
  if (refusal) {
    await audit('login.refused', member.id, { reason: refusal.reason, type: member.type });
    throw refusal.error;
  }
  const token = await openMemberSession(db, merchantId, member.id, origin, { method: 'sms' }, now);
  return { token, firstTimeLogin: member.last_login_at === null, passwordExpired: false };
}
