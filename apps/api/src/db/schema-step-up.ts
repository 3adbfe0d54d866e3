import type { BigId, Defaulted, Timestamp } from './schema.js';

/**
 * A password login from a new address waiting for its second factor. Only the ticket's
 * SHA-256 is kept; it works once, from the address that earned it.
 */
export interface StepUpTicketTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  token_hash: string;
  ip: string;
  user_agent: string | null;
  /** Worked out while the password was at hand (weak default or past its expiry). */
  password_expired: boolean;
  weak_password: boolean;
  remember: boolean;
  failures: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A member's authenticator app; pending until its first code confirms it. */
export interface MemberTotpTable {
  member_id: number;
  /** AES-256-GCM: base64 of iv || ciphertext || tag. */
  secret_sealed: string;
  /** Which key sealed it (see totp-keys.service.ts). */
  key_id: string;
  confirmed_at: Timestamp | null;
  /** RFC 6238 time step of the last accepted code: a code works once. */
  last_used_step: number | null;
  failures: Defaulted<number>;
  failure_window_start: Timestamp | null;
  created_at: Timestamp;
}

/** The TOTP sealing key generated when TOTP_ENCRYPTION_KEY is not set (one row). */
export interface TotpKeyTable {
  id: number;
  key_material: string;
  created_at: Timestamp;
}

/** An OpenID Connect sign-in between its start and its callback (10 minutes, single use). */
export interface OidcLoginStateTable {
  state_hash: string;
  merchant_id: number;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A member's account at a social provider, by the provider's subject id. */
export interface MemberIdentityTable {
  id: BigId;
  merchant_id: number;
  provider: string;
  subject: string;
  member_id: number;
  email: string | null;
  created_at: Timestamp;
  last_login_at: Timestamp;
}

/** New-address verification tickets, authenticators and social identities (module step-up). */
export interface StepUpTables {
  step_up_ticket: StepUpTicketTable;
  member_totp: MemberTotpTable;
  totp_key: TotpKeyTable;
  oidc_login_state: OidcLoginStateTable;
  member_identity: MemberIdentityTable;
}
