import { randomBytes, randomInt } from 'node:crypto';
import { AccountType, ErrorCode, type FreePlayRequest, type SessionGrant } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { grantDemoBalance } from '../ledger/index.js';
import { loadSettings, registerSettings, type Merchant } from '../merchants/index.js';
import {
  addMember,
  newReferralCode,
  openSession,
  recordAuthEvent,
  recordLogin,
  type SessionOrigin,
} from '../members/index.js';
import { attemptLimits, spendAttempts } from './attempt-limits.js';

const UNIQUE_VIOLATION = '23505';
/** Eight digits make a clash rare; a clash just draws another name. */
const NAME_ATTEMPTS = 5;

export const trialAccountName = () => `demo${String(randomInt(10 ** 7, 10 ** 8))}`;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

/**
 * Opens a trial account (type 4) and signs it in: a generated `demo…` name, no upline, and
 * a password nobody knows (`password_set` false), so it can come back only through a new
 * free play. Only when the merchant has FREEPLAY3 on.
 */
export async function freePlay(
  db: Db,
  merchant: Merchant,
  input: FreePlayRequest,
  origin: Omit<SessionOrigin, 'merchantId'>,
  now = new Date(),
): Promise<SessionGrant> {
  if (!registerSettings(merchant, await loadSettings(db, merchant.id)).freePlay) {
    throw new AppError(403, ErrorCode.OperationNotAllowed, 'Free play is not offered');
  }
  await spendAttempts(
    db,
    merchant.id,
    [{ action: 'free-play:ip', key: origin.ip, limit: attemptLimits.freePlayPerAddress }],
    now,
  );
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));

  for (let attempt = 1; ; attempt++) {
    try {
      const token = await db.transaction().execute(async (trx) => {
        const memberId = await addMember(trx, {
          merchant_id: merchant.id,
          account: trialAccountName(),
          password_hash: passwordHash,
          password_set: false,
          type: AccountType.Trial,
          upline_id: null,
          referral_code: newReferralCode(),
          register_method: 'WEB',
          register_ip: origin.ip,
          password_changed_at: now,
          created_at: now,
        });
        await grantDemoBalance(trx, merchant, memberId);
        await recordLogin(trx, memberId, origin.ip, now);
        await recordAuthEvent(trx, {
          merchantId: merchant.id,
          memberId,
          event: 'freeplay',
          ip: origin.ip,
          detail: { os: input.os, platform: input.platform },
          at: now,
        });
        return openSession(trx, memberId, { ...origin, merchantId: merchant.id }, now);
      });
      return { token, firstTimeLogin: true, passwordExpired: false };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= NAME_ATTEMPTS) throw error;
    }
  }
}
