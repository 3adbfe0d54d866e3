import { ErrorCode, type TotpStatus } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { recordAuthEvent, type AuthEvent } from '../members/index.js';
import { base32Decode, base32Encode } from './base32.js';
import { openSecret, sealSecret } from './secret-box.js';
import { matchingStep, newTotpSecret } from './totp.js';
import {
  deleteTotp,
  findTotp,
  hasConfirmedTotp,
  recordTotpFailure,
  savePendingTotp,
  useStep,
} from './totp.repo.js';

/** Wrong codes a secret survives in a window before it stops answering for the window. */
export const totpLimits = { maxFailures: 5, windowMs: 5 * 60_000 } as const;

/** Who is asking: the member, their merchant and address, for the audit. */
export type TotpActor = { merchantId: number; memberId: number; ip: string };

export type TotpKey = Buffer | null;

export type TotpCheck = 'ok' | 'wrong' | 'replayed' | 'locked' | 'absent';

const audit = (db: Db, actor: TotpActor, event: AuthEvent, at: Date, detail = {}) =>
  recordAuthEvent(db, {
    merchantId: actor.merchantId,
    memberId: actor.memberId,
    event,
    ip: actor.ip,
    detail,
    at,
  });

export async function totpStatus(db: Db, memberId: number): Promise<TotpStatus> {
  return { bound: await hasConfirmedTotp(db, memberId) };
}

/** otpauth://totp/Brand:account?secret=…&issuer=Brand, the key-URI format apps scan. */
export function otpauthUrl(brand: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(brand)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer: brand });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** A new secret, pending until its first code; replaces a pending one, never a bound one. */
export async function setupTotp(
  db: Db,
  key: TotpKey,
  actor: TotpActor & { account: string; brand: string },
  now = new Date(),
): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = newTotpSecret();
  const box = await sealSecret(db, key, actor.memberId, secret);
  if (!(await savePendingTotp(db, actor.memberId, box, now))) {
    throw new AppError(409, ErrorCode.Conflict, 'An authenticator is already bound');
  }
  await audit(db, actor, 'totp.setup', now);
  const text = base32Encode(secret);
  return { secret: text, otpauthUrl: otpauthUrl(actor.brand, actor.account, text) };
}

/**
 * Checks a code against the member's secret. A right code spends its time step (and, with
 * `confirm`, binds a pending authenticator); wrong codes count towards a short lock.
 */
export async function checkTotpCode(
  db: Db,
  key: TotpKey,
  memberId: number,
  code: string,
  options: { confirm: boolean; now: Date },
): Promise<TotpCheck> {
  const { now } = options;
  const row = await findTotp(db, memberId);
  if (!row || (row.confirmed_at === null) !== options.confirm) return 'absent';
  const windowStart = new Date(now.getTime() - totpLimits.windowMs);
  const locked =
    row.failures >= totpLimits.maxFailures &&
    row.failure_window_start !== null &&
    new Date(row.failure_window_start) >= windowStart;
  if (locked) return 'locked';

  const secret = await openSecret(db, key, memberId, {
    sealed: row.secret_sealed,
    keyId: row.key_id,
  });
  const step = /^\d{6}$/.test(code) ? matchingStep(secret, code, now) : null;
  if (step === null) {
    await recordTotpFailure(db, memberId, windowStart, now);
    return 'wrong';
  }
  return (await useStep(db, memberId, step, options.confirm ? now : null)) ? 'ok' : 'replayed';
}

/** The refusal a failed check answers with. */
export function totpRefusal(check: Exclude<TotpCheck, 'ok'>): AppError {
  switch (check) {
    case 'locked':
      return new AppError(
        429,
        ErrorCode.TooManyAttempts,
        'Too many requests, try again after 5 minutes',
      );
    case 'absent':
      return new AppError(409, ErrorCode.Conflict, 'No authenticator is set up for this account');
    case 'replayed':
      return new AppError(400, ErrorCode.VerificationCodeInvalid, 'This code was already used', {
        field: 'code',
      });
    case 'wrong':
      return new AppError(400, ErrorCode.VerificationCodeInvalid, 'Invalid verification code', {
        field: 'code',
      });
  }
}

async function requireCode(
  db: Db,
  key: TotpKey,
  actor: TotpActor,
  code: string,
  confirm: boolean,
  now: Date,
): Promise<void> {
  const check = await checkTotpCode(db, key, actor.memberId, code, { confirm, now });
  if (check === 'ok') return;
  if (check !== 'absent') await audit(db, actor, 'totp.fail', now, { reason: check });
  throw totpRefusal(check);
}

export async function confirmTotp(
  db: Db,
  key: TotpKey,
  actor: TotpActor,
  code: string,
  now = new Date(),
): Promise<TotpStatus> {
  await requireCode(db, key, actor, code, true, now);
  await audit(db, actor, 'totp.bound', now);
  return { bound: true };
}

/** Unbinding asks for a current code, so a stolen session alone cannot remove the factor. */
export async function unbindTotp(
  db: Db,
  key: TotpKey,
  actor: TotpActor,
  code: string,
  now = new Date(),
): Promise<TotpStatus> {
  await requireCode(db, key, actor, code, false, now);
  await deleteTotp(db, actor.memberId);
  await audit(db, actor, 'totp.unbound', now);
  return { bound: false };
}

/** For tests and tools that hold a secret as text. */
export const secretBytes = (secret: string): Buffer => {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('not a base32 secret');
  return bytes;
};
