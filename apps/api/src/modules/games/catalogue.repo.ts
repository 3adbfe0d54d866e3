import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { GameNames } from '../../db/schema-games.js';

/** One game a merchant lists, with the merchant's overrides applied. */
export type ListedGameRow = {
  id: number;
  vendor_code: string;
  vendor_name: string;
  vendor_status: 'enabled' | 'maintenance';
  allows_framing: boolean;
  game_code: string;
  game_type: string;
  names: GameNames;
  merchant_names: GameNames | null;
  search_text: string;
  classify: string;
  min_bet: string | number;
  min_line_num: number;
  platforms: string[];
  rtp_basis_points: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  thumbnail: string | null;
  is_hot: boolean;
  is_new: boolean;
  is_featured: boolean;
  demo: boolean;
};

/**
 * Every game the merchant lists, in lobby order (vendor sort, then game sort): the vendor
 * enabled for the merchant and not disabled, the game not withdrawn and not hidden.
 */
export async function listedGames(db: Db, merchantId: number): Promise<ListedGameRow[]> {
  const { rows } = await sql<ListedGameRow>`
    select g.id, g.vendor_code, v.name as vendor_name, v.status as vendor_status,
      v.allows_framing,
      g.game_code, g.game_type, g.names, mg.names as merchant_names, g.search_text,
      g.classify, g.min_bet, g.min_line_num, g.platforms, g.rtp_basis_points, g.volatility,
      g.thumbnail, coalesce(mg.is_hot, g.is_hot) as is_hot,
      coalesce(mg.is_new, g.is_new) as is_new,
      coalesce(mg.is_featured, g.is_featured) as is_featured, g.demo and v.demo as demo
    from merchant_vendor mv
    join vendor v on v.code = mv.vendor_code and v.status <> 'disabled'
    join game g on g.vendor_code = v.code and g.withdrawn_at is null
    left join merchant_game mg on mg.merchant_id = mv.merchant_id and mg.game_id = g.id
    where mv.merchant_id = ${merchantId} and mv.enabled and not coalesce(mg.hidden, false)
    order by mv.sort, v.code, coalesce(mg.sort, g.sort), g.id`.execute(db);
  return rows;
}

export type ListedVendorRow = {
  code: string;
  name: string;
  categories: string[];
  status: 'enabled' | 'maintenance';
  wallet_kind: 'seamless' | 'transfer';
  is_hot: boolean;
  image: string | null;
  /** Whether its cards open a pop-up list of its games; null: the default rule. */
  game_list_popup: boolean | null;
};

/** The vendors the merchant lists, in its order. */
export function listedVendors(db: Db, merchantId: number): Promise<ListedVendorRow[]> {
  return db
    .selectFrom('merchant_vendor as mv')
    .innerJoin('vendor as v', 'v.code', 'mv.vendor_code')
    .select([
      'v.code',
      'v.name',
      'v.categories',
      sql<'enabled' | 'maintenance'>`v.status`.as('status'),
      'v.wallet_kind',
      'mv.is_hot',
      'mv.image',
      'mv.game_list_popup',
    ])
    .where('mv.merchant_id', '=', merchantId)
    .where('mv.enabled', '=', true)
    .where('v.status', '<>', 'disabled')
    .orderBy('mv.sort')
    .orderBy('v.code')
    .execute();
}

/** The type of one game by vendor and code, listed or not; undefined when there is none. */
export async function gameTypeOf(
  db: Db,
  vendorCode: string,
  gameCode: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('game')
    .select('game_type')
    .where('vendor_code', '=', vendorCode)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return row?.game_type;
}

export type VendorRecord = {
  code: string;
  name: string;
  wallet_kind: 'seamless' | 'transfer';
  api_url: string | null;
  allows_framing: boolean;
  status: 'enabled' | 'maintenance' | 'disabled';
};

/** One vendor by code, whatever its status. */
export function findVendor(db: Db, code: string): Promise<VendorRecord | undefined> {
  return db
    .selectFrom('vendor')
    .select(['code', 'name', 'wallet_kind', 'api_url', 'allows_framing', 'status'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export type FramingVendorRow = { code: string; api_url: string | null; frame_hosts: string[] };

/** Every vendor not disabled, with where its pages come from. */
export function framingVendors(db: Db): Promise<FramingVendorRow[]> {
  return db
    .selectFrom('vendor')
    .select(['code', 'api_url', 'frame_hosts'])
    .where('status', '<>', 'disabled')
    .execute();
}
