import type { BigId, Timestamp } from './schema.js';

export interface PasswordResetLinkTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Set when a newer link, a password change or a failed delivery made it void. */
  revoked_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: BigId;
  merchant_id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

export interface RememberTokenTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  /** The session the token was issued with; its logout revokes the token. */
  session_id: string | number | null;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface RecoveryThrottleTable {
  merchant_id: number;
  action: string;
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** Password reset links, the mail outbox of the sandbox and remember-me tokens (module recovery). */
export interface RecoveryTables {
  password_reset_link: PasswordResetLinkTable;
  mail_outbox: MailOutboxTable;
  remember_token: RememberTokenTable;
  recovery_throttle: RecoveryThrottleTable;
}
