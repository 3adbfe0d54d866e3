import {
  ErrorCode,
  paymentPasswordLimits,
  type PaymentPasswordStatus,
  type SetPaymentPasswordRequest,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { refuseTrial } from '../../plugins/member-session.js';
import type { MemberSession } from '../members/index.js';
import { reauthenticate, sessionMember } from './member-checks.js';
import {
  findPaymentPasswordHash,
  lockAttempts,
  saveAttempts,
  savePaymentPasswordHash,
} from './payment-password.repo.js';

/** What one check found; committed before it is answered. */
type Verdict = { right: true } | { locked: Date } | { failures: number };

const lockEnd = (now: Date) => new Date(now.getTime() + paymentPasswordLimits.lockMinutes * 60_000);

function locked(until: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(
    429,
    ErrorCode.TooManyAttempts,
    'Too many wrong payment passwords, try again later',
    { retryAfterSeconds },
  );
}

export async function paymentPasswordStatus(
  db: Db,
  session: MemberSession,
): Promise<PaymentPasswordStatus> {
  refuseTrial(session);
  return { isSet: (await findPaymentPasswordHash(db, session.memberId)) !== null };
}

/**
 * Checks the payment password before any money moves. Five wrong ones in a row lock it for
 * five minutes (SPEC §9's wait after too many tries), during which even the right one is
 * refused; a right one clears the count.
 */
export async function verifyPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  now = new Date(),
  field = 'paymentPassword',
): Promise<void> {
  const hash = await findPaymentPasswordHash(db, memberId);
  if (hash === null) {
    throw new AppError(403, ErrorCode.PaymentPasswordNotSet, 'Set a payment password first');
  }
  const limit = paymentPasswordLimits.failuresBeforeLock;
  // The verdict is committed before it is answered: a wrong guess must stay counted.
  const verdict = await db.transaction().execute(async (trx): Promise<Verdict> => {
    const attempts = await lockAttempts(trx, memberId, now);
    const lockRunning = attempts.lockedUntil !== null && attempts.lockedUntil > now;
    if (lockRunning) return { locked: attempts.lockedUntil! };
    const failuresSoFar = attempts.lockedUntil === null ? attempts.failures : 0;
    if (await verifyPassword(hash, password)) {
      await saveAttempts(trx, memberId, { failures: 0, lockedUntil: null, now });
      return { right: true };
    }
    const failures = failuresSoFar + 1;
    const lockedUntil = failures >= limit ? lockEnd(now) : null;
    await saveAttempts(trx, memberId, { failures, lockedUntil, now });
    return lockedUntil ? { locked: lockedUntil } : { failures };
  });
  if ('right' in verdict) return;
  if ('locked' in verdict) throw locked(verdict.locked, now);
  throw new AppError(400, ErrorCode.PaymentPasswordIncorrect, 'The payment password is wrong', {
    field,
    attemptsLeft: limit - verdict.failures,
  });
}

/**
 * Sets the first payment password (asks the login password) or changes it (asks the
 * current payment password).
 */
export async function setPaymentPassword(
  db: Db,
  context: { merchantId: number; session: MemberSession; ip: string },
  input: SetPaymentPasswordRequest,
  now = new Date(),
): Promise<void> {
  const { session } = context;
  refuseTrial(session);
  const member = await sessionMember(db, context.merchantId, session);
  const current = await findPaymentPasswordHash(db, member.id);
  if (current === null) {
    await reauthenticate(db, {
      merchantId: context.merchantId,
      member,
      loginPassword: input.loginPassword,
      ip: context.ip,
      now,
    });
  } else {
    if (input.oldPaymentPassword === undefined) {
      throw new AppError(400, ErrorCode.ValidationFailed, 'oldPaymentPassword: not empty', {
        field: 'oldPaymentPassword',
        issues: [{ field: 'oldPaymentPassword', rule: 'required', message: 'not empty' }],
      });
    }
    await verifyPaymentPassword(db, member.id, input.oldPaymentPassword, now, 'oldPaymentPassword');
  }
  await savePaymentPasswordHash(db, member.id, await hashPassword(input.paymentPassword));
}
