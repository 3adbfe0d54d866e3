import type { ColumnType } from 'kysely';
import type { BigId, Timestamp } from './schema.js';

/** A bigint written by the app: `pg` answers a string, PGlite a number (read with toMinor). */
export type BigInt8 = ColumnType<string | number, number, number>;

export interface LedgerAccountTable {
  id: BigId;
  merchant_id: number;
  currency: string;
  /** 'wallet' or a house account kind. */
  kind: string;
  /** Set for wallets only. */
  member_id: number | null;
  /** Which row of a house account kept as several (0 for wallets and the hold). */
  shard: ColumnType<number, number | undefined, never>;
  balance: ColumnType<string | number, number | undefined, number>;
  created_at: Timestamp;
}

export interface LedgerTransactionTable {
  id: BigId;
  merchant_id: number;
  idempotency_key: string;
  payload_hash: string;
  kind: string;
  status: 'committed' | 'failed';
  failure_code: string | null;
  currency: string;
  memo: string | null;
  reference: string | null;
  created_at: Timestamp;
}

export interface LedgerEntryTable {
  id: BigId;
  merchant_id: number;
  transaction_id: BigInt8;
  account_id: BigInt8;
  /** Signed minor units. */
  amount: BigInt8;
  balance_after: BigInt8;
  created_at: Timestamp;
}

/** The outbox: one row per wallet whose balance a transaction changed. */
export interface WalletEventTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  currency: string;
  balance: BigInt8;
  transaction_id: BigInt8;
  created_at: Timestamp;
}

/** Tables of module ledger. */
export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_transaction: LedgerTransactionTable;
  ledger_entry: LedgerEntryTable;
  wallet_event: WalletEventTable;
}
