import type { Generated, Selectable } from 'kysely';
import type { BigId, Defaulted, Timestamp } from './schema.js';

/** Tables of module withdrawals (migration 0012). */
export interface WithdrawalTables {
  withdrawal_setting: WithdrawalSettingTable;
  receiving_account: ReceivingAccountTable;
  withdrawal_request: WithdrawalRequestTable;
  withdrawal_proof: WithdrawalProofTable;
  payment_password_lock: PaymentPasswordLockTable;
}

/** bigint columns: `pg` answers a string, PGlite a number. */
type BigInt = string | number;

export interface WithdrawalSettingTable {
  merchant_id: number;
  min_amount: BigInt;
  max_amount: BigInt;
  confirmation_window_minutes: Defaulted<number>;
  updated_at: Timestamp;
}

export interface ReceivingAccountTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: string;
  provider: string;
  holder_name: string;
  account_number: string;
  created_at: Timestamp;
}

export interface WithdrawalRequestTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  idempotency_key: string;
  amount: BigInt;
  currency: string;
  status: Defaulted<string>;
  /** The account it was asked for; the columns after it copy that account at the time. */
  receiving_account_id: number;
  receiving_kind: string;
  receiving_provider: string;
  receiving_holder_name: string;
  receiving_account_number: string;
  reject_reason: string | null;
  hold_transaction_id: BigInt | null;
  settle_transaction_id: BigInt | null;
  refund_transaction_id: BigInt | null;
  paid_at: Timestamp | null;
  confirm_by: Timestamp | null;
  confirmed_at: Timestamp | null;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type WithdrawalRow = Selectable<WithdrawalRequestTable>;

export interface WithdrawalProofTable {
  withdrawal_id: BigInt;
  content_type: string;
  image: Uint8Array;
  created_at: Timestamp;
}

export interface PaymentPasswordLockTable {
  member_id: number;
  failures: Defaulted<number>;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}
