import { randomInt } from 'node:crypto';
import { ErrorCode, smsLimits, type LanguageCode, type SmsPurpose } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import type { Merchant } from '../merchants/index.js';
import { maskMobile, recordAuthEvent } from '../members/index.js';
import { codeMatches, digestCode } from './code-digest.js';
import { rejectionError, SmsRejected, type PhoneNumber, type SmsGateway } from './sms-gateway.js';
import { codeText } from './sms-texts.js';
import {
  findLiveCode,
  insertCode,
  lastSentAt,
  lockNumber,
  purgeCodes,
  claimGuess,
  burnCode,
  replaceLiveCode,
  sendTimesFromIp,
  sendTimesToNumber,
  spendCode,
  type CodeKey,
} from './verification-codes.repo.js';

const HOUR_MS = 60 * 60_000;
/** Sent codes are kept a day (the hourly limits read them), then purged. */
const KEEP_MS = 24 * HOUR_MS;

export type SendCodeRequest = {
  merchant: Pick<Merchant, 'id' | 'name' | 'default_language'>;
  to: PhoneNumber;
  purpose: SmsPurpose;
  /** The client's address: sends per address are limited. */
  ip: string;
  /** The member the number belongs to, when known (audit). */
  memberId?: number | null;
  /** The text's language; the merchant's default when left out. */
  language?: LanguageCode;
  /** The request's name for the number, named by an "invalid number" error. */
  numberField?: string;
  /** Why the text is withheld (the gateway given sends nothing); kept in the audit row. */
  withheld?: string;
};

export type CodeSent = {
  expiresAt: Date;
  /** From when the same number and purpose may be sent a new code. */
  resendAt: Date;
};

export type CheckCodeRequest = {
  merchantId: number;
  to: PhoneNumber;
  purpose: SmsPurpose;
  code: string;
  ip: string;
  memberId?: number | null;
  /** The request's name for the code, named by the errors; `verificationCode` by default. */
  field?: string;
};

const newCode = () => String(randomInt(0, 10 ** smsLimits.codeLength)).padStart(6, '0');

const quotaExceeded = (retryAfterMs: number) =>
  new AppError(429, ErrorCode.QuotaExceeded, 'Quota exceeded, please contact customer service', {
    retryAfterMs,
  });

const resendTooSoon = (retryAfterMs: number) =>
  new AppError(429, ErrorCode.SmsResendTooSoon, 'Wait before asking for another code', {
    retryAfterMs: Math.max(0, Math.ceil(retryAfterMs)),
  });

/** Refuses a send the limits of smsLimits do not allow yet. */
async function admitSend(db: Db, key: CodeKey, ip: string, now: Date): Promise<void> {
  const last = await lastSentAt(db, key);
  const resendMs = smsLimits.resendSeconds * 1000;
  if (last && now.getTime() - last.getTime() < resendMs) {
    throw resendTooSoon(last.getTime() + resendMs - now.getTime());
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const windows: [Date[], number][] = [
    [
      await sendTimesToNumber(db, key.to, hourAgo, smsLimits.perNumberPerHour),
      smsLimits.perNumberPerHour,
    ],
    [await sendTimesFromIp(db, ip, hourAgo, smsLimits.perIpPerHour), smsLimits.perIpPerHour],
  ];
  for (const [times, limit] of windows) {
    // Newest first: the send that frees a place is the oldest one counted.
    if (times.length >= limit)
      throw quotaExceeded(times[limit - 1]!.getTime() + HOUR_MS - now.getTime());
  }
}

/**
 * Texts a new code for this number and purpose; it replaces the live one. The limits are
 * read and the code's row and the gateway's work are written in one transaction holding the
 * number's lock: when the gateway refuses, nothing is written and the previous code (if
 * any) stays as it was. Call it with the database, not a transaction.
 */
export async function sendCode(
  db: Db,
  gateway: SmsGateway,
  request: SendCodeRequest,
  now = new Date(),
): Promise<CodeSent> {
  const { merchant, to, purpose, ip } = request;
  const key: CodeKey = { merchantId: merchant.id, to, purpose };
  const audit = (event: 'sms.sent' | 'sms.fail', detail: Record<string, unknown>) =>
    recordAuthEvent(db, {
      merchantId: merchant.id,
      memberId: request.memberId ?? null,
      event,
      ip,
      detail: {
        purpose,
        to: maskMobile(to.dialingCode, to.number),
        ...(request.withheld ? { withheld: request.withheld } : {}),
        ...detail,
      },
      at: now,
    });

  const code = newCode();
  const digest = await digestCode(code);
  const expiresAt = new Date(now.getTime() + smsLimits.expiredMinutes * 60_000);
  const text = codeText(request.language ?? (merchant.default_language as LanguageCode), {
    brand: merchant.name,
    code,
    minutes: smsLimits.expiredMinutes,
  });
  try {
    await db.transaction().execute(async (trx) => {
      await lockNumber(trx, to);
      await admitSend(trx, key, ip, now);
      await replaceLiveCode(trx, key, now);
      await insertCode(trx, { ...key, digest, ip, at: now, expiresAt });
      await gateway.send({ merchantId: merchant.id, to, text }, trx);
    });
  } catch (error) {
    if (error instanceof SmsRejected) {
      await audit('sms.fail', { reason: error.reason, detail: error.message });
      throw rejectionError(error, request.numberField ?? 'mobileNum');
    }
    if (error instanceof AppError) await audit('sms.fail', { reason: error.code });
    throw error;
  }
  await audit('sms.sent', {});
  await purgeCodes(db, new Date(now.getTime() - KEEP_MS));
  return { expiresAt, resendAt: new Date(now.getTime() + smsLimits.resendSeconds * 1000) };
}

/**
 * Spends the live code of this number and purpose when `code` is it. A wrong guess is
 * counted (and burns the code at smsLimits.maxGuesses), so call it with the database, not
 * inside a transaction that a refusal would roll back.
 */
export async function checkCode(db: Db, request: CheckCodeRequest, now = new Date()) {
  const { to, purpose } = request;
  const field = request.field ?? 'verificationCode';
  const refuse = async (reason: string, error: AppError) => {
    await recordAuthEvent(db, {
      merchantId: request.merchantId,
      memberId: request.memberId ?? null,
      event: 'sms.code.fail',
      ip: request.ip,
      detail: { purpose, to: maskMobile(to.dialingCode, to.number), reason },
      at: now,
    });
    return error;
  };
  const invalid = () =>
    new AppError(400, ErrorCode.VerificationCodeInvalid, 'Invalid or missing verification code', {
      field,
    });

  const row = await findLiveCode(db, { merchantId: request.merchantId, to, purpose });
  if (!row) throw await refuse('none', invalid());
  if (new Date(row.expires_at) <= now) {
    throw await refuse(
      'expired',
      new AppError(400, ErrorCode.VerificationCodeExpired, 'Code expired, send again', { field }),
    );
  }
  const guesses = await claimGuess(db, row.id, smsLimits.maxGuesses);
  if (guesses === null) throw await refuse('no guesses left', invalid());
  if (!(await codeMatches(row.code_digest, request.code))) {
    const burnt = guesses >= smsLimits.maxGuesses;
    if (burnt) await burnCode(db, row.id, now);
    throw await refuse(burnt ? 'wrong, burnt' : 'wrong', invalid());
  }
  if (!(await spendCode(db, row.id, now))) throw await refuse('raced', invalid());
}
