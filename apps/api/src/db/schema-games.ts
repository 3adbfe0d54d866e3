import type { Generated, Selectable } from 'kysely';
import type { BigId, Defaulted, DefaultedJson, Json, Timestamp } from './schema.js';

/** A game's name per language code (`es`, `en`, ...). */
export type GameNames = Record<string, string>;

export interface VendorTable {
  code: string;
  name: string;
  categories: string[];
  wallet_kind: 'seamless' | 'transfer';
  /** Where Sorteo calls the vendor: its game list, launches and transfers. */
  api_url: string | null;
  /** The hosts its game pages come from (the CSP's `frame-src`). */
  frame_hosts: Defaulted<string[]>;
  allows_framing: Defaulted<boolean>;
  demo: Defaulted<boolean>;
  status: Defaulted<'enabled' | 'maintenance' | 'disabled'>;
  synced_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MerchantVendorTable {
  merchant_id: number;
  vendor_code: string;
  enabled: Defaulted<boolean>;
  sort: Defaulted<number>;
  is_hot: Defaulted<boolean>;
  image: string | null;
  /** Whether its cards open a pop-up list of its games; null: the default rule (0031). */
  game_list_popup: boolean | null;
}

export interface GameTable {
  /** The site's `nodeId`. */
  id: Generated<number>;
  vendor_code: string;
  game_code: string;
  game_type: string;
  names: Json<GameNames>;
  /** Every name, lower case without accents, for the name search. */
  search_text: string;
  classify: Defaulted<string>;
  /** Minor units of the currency the member plays in. */
  min_bet: Defaulted<string | number>;
  min_line_num: Defaulted<number>;
  platforms: Defaulted<string[]>;
  rtp_basis_points: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  thumbnail: string | null;
  is_hot: Defaulted<boolean>;
  is_new: Defaulted<boolean>;
  is_featured: Defaulted<boolean>;
  sort: Defaulted<number>;
  demo: Defaulted<boolean>;
  withdrawn_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MerchantGameTable {
  merchant_id: number;
  game_id: number;
  hidden: Defaulted<boolean>;
  sort: number | null;
  is_hot: boolean | null;
  is_new: boolean | null;
  is_featured: boolean | null;
  names: DefaultedJson<GameNames>;
  updated_at: Generated<Date>;
}

export interface GameFavouriteTable {
  member_id: number;
  game_id: number;
  created_at: Generated<Date>;
}

export interface GameLaunchTable {
  id: BigId;
  merchant_id: number;
  /** Null for a visitor's demo. */
  member_id: number | null;
  game_id: number;
  demo: boolean;
  created_at: Generated<Date>;
}

export interface VendorSessionTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  /** The member's sign-in session: the vendor session ends with it. */
  member_session_id: string | number;
  vendor_code: string;
  game_id: number;
  currency: string;
  launch_token_hash: string;
  launch_expires_at: Timestamp;
  session_token_hash: string | null;
  opened_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface VendorRoundTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_id: number;
  round_id: string;
  currency: string;
  stake: Defaulted<string | number>;
  win: Defaulted<string | number>;
  refunded: Defaulted<string | number>;
  status: Defaulted<'open' | 'closed'>;
  opened_at: Generated<Date>;
  closed_at: Timestamp | null;
}

export interface VendorTransactionTable {
  vendor_code: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  merchant_id: number;
  member_id: number;
  round_id: string;
  amount: string | number;
  reference: string | null;
  request_hash: string;
  outcome: Json<unknown>;
  /** On a bet: how a win or rollback settled it (migration 0030). */
  settlement: 'paid' | 'rolled_back' | null;
  created_at: Generated<Date>;
}

export type TransferDirection = 'to_vendor' | 'from_vendor';
export type TransferStatus = 'pending' | 'confirmed' | 'failed' | 'unknown';

export interface VendorTransferOrderTable {
  id: BigId;
  order_ref: string;
  request_id: string;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  direction: TransferDirection;
  amount: string | number;
  currency: string;
  status: Defaulted<TransferStatus>;
  failure_code: string | null;
  vendor_balance: string | number | null;
  created_at: Generated<Date>;
  resolved_at: Timestamp | null;
  resolved_by: 'answer' | 'status-query' | 'reconciliation' | null;
}

export type DifferenceKind =
  'missing-here' | 'missing-there' | 'amounts-differ' | 'states-differ' | 'resolved-unknown';

export interface VendorReconciliationTable {
  id: BigId;
  vendor_code: string;
  day: string;
  status: 'clean' | 'differences' | 'unreachable';
  compared: Defaulted<number>;
  differences: Defaulted<number>;
  totals: DefaultedJson<Record<string, number>>;
  problem: string | null;
  ran_at: Generated<Date>;
}

export interface VendorReconciliationDifferenceTable {
  id: BigId;
  reconciliation_id: string | number;
  kind: DifferenceKind;
  reference: string;
  ours: Json<unknown> | null;
  theirs: Json<unknown> | null;
}

export type VendorRow = Selectable<VendorTable>;
export type GameRow = Selectable<GameTable>;

/** The games and vendor wallet tables (migrations 0026 to 0030). */
export interface GameTables {
  vendor: VendorTable;
  merchant_vendor: MerchantVendorTable;
  game: GameTable;
  merchant_game: MerchantGameTable;
  game_favourite: GameFavouriteTable;
  game_launch: GameLaunchTable;
  vendor_session: VendorSessionTable;
  vendor_round: VendorRoundTable;
  vendor_transaction: VendorTransactionTable;
  vendor_transfer_order: VendorTransferOrderTable;
  vendor_reconciliation: VendorReconciliationTable;
  vendor_reconciliation_difference: VendorReconciliationDifferenceTable;
}
