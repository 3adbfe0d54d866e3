import { ErrorCode, type RememberLoginRequest, type SessionGrant } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import type { Merchant } from '../merchants/merchants.service.js';
import type { SessionOrigin } from '../members/sessions.service.js';

/** Signs in with a remember-me token instead of the password. */
export async function loginByRememberToken(
  _db: Db,
  _merchant: Merchant,
  _input: RememberLoginRequest,
  _origin: Omit<SessionOrigin, 'merchantId'>,
): Promise<SessionGrant> {
  throw new AppError(401, ErrorCode.RememberTokenInvalid, 'Remembered sign-in has expired');
}
