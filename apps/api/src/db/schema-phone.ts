import type { BigId, Defaulted, Timestamp } from './schema.js';

export interface SmsCodeTable {
  id: BigId;
  merchant_id: number;
  dialing_code: string;
  mobile_num: string;
  purpose: string;
  /** scrypt of the code with a salt of its own; the code itself is never stored. */
  code_digest: string;
  status: Defaulted<'live' | 'used' | 'burnt' | 'replaced'>;
  wrong_guesses: Defaulted<number>;
  requested_ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  spent_at: Timestamp | null;
}

export interface SmsOutboxTable {
  id: BigId;
  merchant_id: number;
  dialing_code: string;
  mobile_num: string;
  text: string;
  sent_at: Timestamp;
}

export interface PhoneAuthKeyTable {
  kid: string;
  /** The sandbox issuer's signing key (JWK); a sandbox key signs nothing a real site trusts. */
  private_jwk: string;
  created_at: Timestamp;
}

/** SMS codes, the SMS outbox of the sandbox and phone-auth (module phone). */
export interface PhoneTables {
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  phone_auth_key: PhoneAuthKeyTable;
}
