import { ErrorCode } from '@sorteo/shared';
import type { PhoneConfig } from '../../config-sections/phone.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { sandboxSmsGateway } from './sandbox-sms-gateway.js';
import { twilioSmsGateway } from './twilio-sms-gateway.js';

export type PhoneNumber = { dialingCode: string; number: string };

export type SmsMessage = { merchantId: number; to: PhoneNumber; text: string };

/** Why a gateway refused a text; each maps to one error the caller sees. */
export type SmsRejection = 'invalid-number' | 'quota' | 'delivery';

export class SmsRejected extends Error {
  override name = 'SmsRejected';
  constructor(
    readonly reason: SmsRejection,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Sends one text or throws SmsRejected. `db` is the transaction the caller's own rows are
 * written in, so a gateway that records what it sent (the sandbox) commits with them.
 */
export interface SmsGateway {
  readonly provider: PhoneConfig['smsProvider'];
  send(message: SmsMessage, db: Db): Promise<void>;
}

export const e164 = (to: PhoneNumber) => `+${to.dialingCode}${to.number}`;

const gateways = new WeakMap<PhoneConfig, SmsGateway>();

/** The gateway the configuration names, one per configuration. */
export function smsGatewayOf(config: PhoneConfig): SmsGateway {
  let gateway = gateways.get(config);
  if (!gateway) {
    gateway = config.twilio
      ? twilioSmsGateway(config.twilio)
      : sandboxSmsGateway({ dailyQuota: config.sandboxDailyQuota });
    gateways.set(config, gateway);
  }
  return gateway;
}

/** What the caller is told; `field` names the number's field in the request at hand. */
export function rejectionError(rejected: SmsRejected, field: string): AppError {
  switch (rejected.reason) {
    case 'invalid-number':
      return new AppError(400, ErrorCode.InvalidPhoneNumber, 'Invalid phone number format', {
        field,
      });
    case 'quota':
      return new AppError(
        429,
        ErrorCode.QuotaExceeded,
        'Quota exceeded, please contact customer service',
      );
    case 'delivery':
      return new AppError(502, ErrorCode.SmsDeliveryFailed, 'The text could not be sent');
  }
}
