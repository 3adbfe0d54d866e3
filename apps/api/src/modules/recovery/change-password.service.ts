import { AccountType, ErrorCode, type ChangePasswordRequest } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Merchant } from '../merchants/index.js';
import {
  failureKeys,
  findMemberByAccount,
  invalidField,
  recordAuthEvent,
  recordFailure,
  recordSuccess,
  throttleState,
  type AuthEvent,
  type MemberSession,
} from '../members/index.js';
import { checkNewPassword, replacePassword } from './new-password.js';

const tooManyAttempts = () =>
  new AppError(429, ErrorCode.TooManyAttempts, 'Too many requests, try again after 5 minutes');

/**
 * The signed-in member replaces their password. The old one is asked when the member has
 * one of their own, and a wrong guess counts toward the account's sign-in lock. Every other
 * session and every remember-me token is revoked; the current session stays.
 */
export async function changePassword(
  db: Db,
  merchant: Merchant,
  session: MemberSession,
  input: ChangePasswordRequest,
  ip: string,
  now = new Date(),
): Promise<void> {
  if (session.type === AccountType.Trial) {
    throw new AppError(403, ErrorCode.TrialAccount, 'Trial accounts cannot change a password');
  }
  const member = await findMemberByAccount(db, merchant.id, session.account);
  if (!member || member.id !== session.memberId) {
    throw new AppError(401, ErrorCode.Unauthorized, 'Not logged in, please login');
  }
  const audit = (conn: Db, event: AuthEvent, detail: Record<string, unknown> = {}) =>
    recordAuthEvent(conn, {
      merchantId: merchant.id,
      memberId: member.id,
      event,
      ip,
      detail,
      at: now,
    });

  if (member.password_set && input.oldPassword === undefined) {
    throw invalidField('oldPassword', 'required', 'not empty');
  }
  await checkNewPassword(db, merchant, input);

  if (member.password_set) {
    const keys = failureKeys(merchant.id, member.account, ip);
    if ((await throttleState(db, keys, now)).locked) {
      await audit(db, 'password.change.fail', { reason: 'locked' });
      throw tooManyAttempts();
    }
    if (!(await verifyPassword(member.password_hash, input.oldPassword!))) {
      const outcome = await recordFailure(db, keys, now);
      await audit(db, 'password.change.fail', { reason: 'old-password' });
      if (outcome.lockedNow) {
        await audit(db, 'login.lockout', { account: member.account, via: 'password.change' });
        throw tooManyAttempts();
      }
      throw new AppError(400, ErrorCode.OldPasswordIncorrect, 'The old password is incorrect', {
        field: 'oldPassword',
      });
    }
    await recordSuccess(db, keys);
    if (input.newPassword === input.oldPassword) {
      throw new AppError(400, ErrorCode.PasswordUnchanged, 'The new password equals the old one', {
        field: 'newPassword',
      });
    }
  }

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await replacePassword(
      trx,
      { memberId: member.id, passwordHash, keepSessionId: session.sessionId },
      now,
    );
    await audit(trx, 'password.change', { hadPassword: member.password_set });
  });
}
