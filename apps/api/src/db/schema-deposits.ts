import type { ColumnType, Generated } from 'kysely';
import type { BigId, Defaulted, Timestamp, TranslationsColumn } from './schema.js';

/** bigint amounts and ids: `pg` answers a string, PGlite a number; written as numbers. */
type Minor = ColumnType<string | number, number, number>;
type MinorOrNull = ColumnType<string | number | null, number | null | undefined, number | null>;

export interface PaymentMethodTable {
  id: Generated<number>;
  merchant_id: number;
  kind: 'bank_transfer' | 'gateway';
  name: string;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  gateway_code: string | null;
  min_amount: Minor;
  max_amount: Minor;
  enabled: Defaulted<boolean>;
  sort: Defaulted<number>;
  translations: TranslationsColumn<{ name: string }>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface DepositRequestTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  method_id: number;
  kind: 'bank_transfer' | 'gateway';
  /** The method's name when the request was made. */
  method_name: string;
  amount: Minor;
  currency: string;
  status: string;
  idempotency_key: string;
  payer_name: string | null;
  reference: string | null;
  gateway_code: string | null;
  gateway_order_id: string | null;
  payment_url: string | null;
  reject_reason: string | null;
  failure_reason: string | null;
  decided_by: string | null;
  ledger_transaction_id: MinorOrNull;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface DepositProofTable {
  deposit_id: number;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

/** One row per member and period that has ever had a limit. */
export interface DepositLimitTable {
  merchant_id: number;
  member_id: number;
  period: 'day' | 'week' | 'month';
  /** null: no limit in force. */
  amount: MinorOrNull;
  /** With `pending_effective_at`: the value that takes over then (null removes the limit). */
  pending_amount: MinorOrNull;
  pending_effective_at: Timestamp | null;
  updated_at: Timestamp;
}

/** Payment methods, deposit requests, their proofs and players' deposit limits (module deposits). */
export interface DepositTables {
  payment_method: PaymentMethodTable;
  deposit_request: DepositRequestTable;
  deposit_proof: DepositProofTable;
  deposit_limit: DepositLimitTable;
}
