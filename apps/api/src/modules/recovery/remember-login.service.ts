import { ErrorCode, type RememberLoginRequest, type SessionGrant } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { Merchant } from '../merchants/index.js';
import {
  openSession,
  recordAuthEvent,
  recordLogin,
  signInRefusal,
  type AuthEvent,
  type SessionOrigin,
} from '../members/index.js';
import { forgetMemberRememberTokens, issueRememberToken } from './remember-me.service.js';
import { findRememberToken, spendRememberToken } from './remember-tokens.repo.js';

const invalid = () =>
  new AppError(401, ErrorCode.RememberTokenInvalid, 'Remembered sign-in has expired');

/**
 * Signs in with a remember-me token instead of the password. The token is spent and the
 * answer carries its successor (same expiry). A token shown again after it was spent means
 * a copy exists somewhere: every remember-me token of the member is revoked.
 */
export async function loginByRememberToken(
  db: Db,
  merchant: Merchant,
  input: RememberLoginRequest,
  origin: Omit<SessionOrigin, 'merchantId'>,
  now = new Date(),
): Promise<SessionGrant> {
  const merchantId = merchant.id;
  const audit = (event: AuthEvent, memberId: number | null, detail: Record<string, unknown>) =>
    recordAuthEvent(db, { merchantId, memberId, event, ip: origin.ip, detail, at: now });
  const fail = async (memberId: number | null, reason: string) => {
    await audit('login.fail', memberId, { account: input.username, method: 'remember', reason });
    return invalid();
  };

  const row = await findRememberToken(db, merchantId, hashToken(input.rememberToken));
  if (!row || row.account.toLowerCase() !== input.username.toLowerCase()) {
    throw await fail(row?.member_id ?? null, 'remember-token');
  }
  if (row.revoked_at !== null) throw await fail(row.member_id, 'remember-revoked');
  if (new Date(row.expires_at) <= now) throw await fail(row.member_id, 'remember-expired');
  if (row.used_at !== null || !(await spendRememberToken(db, row.id, now))) {
    await forgetMemberRememberTokens(db, row.member_id, now);
    throw await fail(row.member_id, 'remember-replayed');
  }

  const refusal = signInRefusal(row);
  if (refusal) {
    await audit('login.refused', row.member_id, {
      reason: refusal.reason,
      type: row.type,
      method: 'remember',
    });
    throw refusal.error;
  }

  const expiresAt = row.password_expires_at;
  const passwordExpired =
    (expiresAt !== null && new Date(expiresAt) <= now) ||
    (await verifyPassword(row.password_hash, merchant.weak_default_password));
  return db.transaction().execute(async (trx) => {
    await recordLogin(trx, row.member_id, origin.ip, now);
    await recordAuthEvent(trx, {
      merchantId,
      memberId: row.member_id,
      event: 'login.ok',
      ip: origin.ip,
      detail: { method: 'remember' },
      at: now,
    });
    const token = await openSession(trx, row.member_id, { ...origin, merchantId }, now);
    const next = await issueRememberToken(
      trx,
      { merchantId, memberId: row.member_id, sessionToken: token },
      now,
      new Date(row.expires_at),
    );
    return { token, firstTimeLogin: row.last_login_at === null, passwordExpired, ...next };
  });
}
