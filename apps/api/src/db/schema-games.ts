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
  currency: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export type VendorRow = Selectable<VendorTable>;
export type GameRow = Selectable<GameTable>;

/** The games module's tables (migration 0026). */
export interface GameTables {
  vendor: VendorTable;
  merchant_vendor: MerchantVendorTable;
  game: GameTable;
  merchant_game: MerchantGameTable;
  game_favourite: GameFavouriteTable;
  game_launch: GameLaunchTable;
}
