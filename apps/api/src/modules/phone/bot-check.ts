import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { consumeBotToken } from '../challenges/index.js';

/** Every code sent costs money: each send needs a slider solved for SMS. */
export async function spendSmsBotToken(
  db: Db,
  merchantId: number,
  botToken: string,
  now: Date,
): Promise<void> {
  if (!(await consumeBotToken(db, merchantId, { botToken, purpose: 'sms' }, now))) {
    throw new AppError(400, ErrorCode.BotCheckFailed, 'Bot check failed', { field: 'botToken' });
  }
}
