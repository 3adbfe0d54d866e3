import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  failureKeys,
  findMemberByAccount,
  recordFailure,
  recordSuccess,
  throttleState,
  type MemberSession,
} from '../members/index.js';

/** The signed-in member's row; a session whose member is gone is signed out. */
export async function sessionMember(db: Db, merchantId: number, session: MemberSession) {
  const member = await findMemberByAccount(db, merchantId, session.account);
  if (!member || member.id !== session.memberId) {
    throw new AppError(401, ErrorCode.Unauthorized, 'Not logged in, please login');
  }
  return member;
}

export type Reauthentication = {
  merchantId: number;
  member: { id: number; account: string; password_hash: string; password_set: boolean };
  loginPassword: string | undefined;
  ip: string;
  now: Date;
};

/**
 * The login password typed again in the same call. Wrong guesses count toward the
 * account's sign-in lock, as they would at the login form.
 */
export async function reauthenticate(db: Db, input: Reauthentication): Promise<void> {
  const { member, loginPassword, now } = input;
  if (loginPassword === undefined || !member.password_set) {
    throw new AppError(403, ErrorCode.ReauthenticationRequired, 'Confirm your login password', {
      field: 'loginPassword',
    });
  }
  const keys = failureKeys(input.merchantId, member.account, input.ip);
  if ((await throttleState(db, keys, now)).locked) {
    throw new AppError(429, ErrorCode.TooManyAttempts, 'Too many attempts, try again later');
  }
  if (!(await verifyPassword(member.password_hash, loginPassword))) {
    const outcome = await recordFailure(db, keys, now);
    if (outcome.lockedNow) {
      throw new AppError(429, ErrorCode.TooManyAttempts, 'Too many attempts, try again later');
    }
    throw new AppError(403, ErrorCode.InvalidCredentials, 'The login password is incorrect', {
      field: 'loginPassword',
    });
  }
  await recordSuccess(db, keys);
}
