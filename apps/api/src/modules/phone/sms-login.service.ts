import { ErrorCode, type SessionGrant, type SmsLoginRequest } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import type { Merchant } from '../merchants/merchants.service.js';
import type { SessionOrigin } from '../members/sessions.service.js';

/** Signs in with an SMS code sent by /wps/verification/sms/noLogin. */
export async function loginBySms(
  _db: Db,
  _merchant: Merchant,
  _input: SmsLoginRequest,
  _origin: Omit<SessionOrigin, 'merchantId'>,
): Promise<SessionGrant> {
  throw new AppError(403, ErrorCode.OperationNotAllowed, 'SMS login is not available');
}
