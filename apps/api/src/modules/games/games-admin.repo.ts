import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { GameNames } from '../../db/schema-games.js';

export type AdminVendorRow = {
  code: string;
  name: string;
  categories: string[];
  wallet_kind: 'seamless' | 'transfer';
  api_url: string | null;
  status: 'enabled' | 'maintenance' | 'disabled';
  demo: boolean;
  allows_framing: boolean;
  frame_hosts: string[];
  synced_at: Date | string | null;
  games: number;
  listed: boolean | null;
  sort: number | null;
  is_hot: boolean | null;
  image: string | null;
  game_list_popup: boolean | null;
};

/** Every vendor with its live games, and how this merchant lists it (null: not at all). */
export async function adminVendorRows(
  db: Db,
  merchantId: number,
  code?: string,
): Promise<AdminVendorRow[]> {
  const { rows } = await sql<AdminVendorRow>`
    select v.code, v.name, v.categories, v.wallet_kind, v.api_url, v.status, v.demo,
      v.allows_framing, v.frame_hosts, v.synced_at,
      (select count(*)::int from game g where g.vendor_code = v.code and g.withdrawn_at is null)
        as games,
      mv.enabled as listed, mv.sort, mv.is_hot, mv.image, mv.game_list_popup
    from vendor v
    left join merchant_vendor mv on mv.vendor_code = v.code and mv.merchant_id = ${merchantId}
    where ${code ?? null}::text is null or v.code = ${code ?? null}
    order by coalesce(mv.sort, 1000000), v.code`.execute(db);
  return rows;
}

export async function updateVendorRow(
  db: Db,
  code: string,
  fields: {
    status?: 'enabled' | 'maintenance' | 'disabled';
    demo?: boolean;
    allows_framing?: boolean;
    frame_hosts?: string[];
    api_url?: string | null;
  },
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db
    .updateTable('vendor')
    .set({ ...fields, updated_at: new Date() })
    .where('code', '=', code)
    .execute();
}

export async function upsertMerchantVendor(
  db: Db,
  merchantId: number,
  code: string,
  fields: {
    enabled?: boolean;
    sort?: number;
    is_hot?: boolean;
    image?: string | null;
    game_list_popup?: boolean | null;
  },
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db
    .insertInto('merchant_vendor')
    .values({ merchant_id: merchantId, vendor_code: code, enabled: false, ...fields })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doUpdateSet(fields))
    .execute();
}

export type AdminGameRow = {
  id: number;
  vendor_code: string;
  game_code: string;
  game_type: string;
  names: GameNames;
  withdrawn: boolean;
  sort: number;
  is_hot: boolean;
  is_new: boolean;
  is_featured: boolean;
  m_hidden: boolean | null;
  m_sort: number | null;
  m_is_hot: boolean | null;
  m_is_new: boolean | null;
  m_is_featured: boolean | null;
  m_names: GameNames | null;
};

export type AdminGameFilter = {
  vassalage?: string | undefined;
  gameType?: string | undefined;
  search?: string | undefined;
  hidden?: boolean | undefined;
  id?: number | undefined;
};

const gameWhere = (merchantId: number, f: AdminGameFilter) => sql`
  from game g
  left join merchant_game mg on mg.game_id = g.id and mg.merchant_id = ${merchantId}
  where (${f.vassalage ?? null}::text is null or g.vendor_code = ${f.vassalage ?? null})
    and (${f.gameType ?? null}::text is null or g.game_type = ${f.gameType ?? null})
    and (${f.search ?? null}::text is null or g.search_text like ${`%${f.search ?? ''}%`})
    and (${f.hidden ?? null}::boolean is null
      or coalesce(mg.hidden, false) = ${f.hidden ?? null})
    and (${f.id ?? null}::int is null or g.id = ${f.id ?? null})`;

export async function adminGameRows(
  db: Db,
  merchantId: number,
  f: AdminGameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminGameRow[]; total: number }> {
  const where = gameWhere(merchantId, f);
  const [{ rows }, count] = await Promise.all([
    sql<AdminGameRow>`
      select g.id, g.vendor_code, g.game_code, g.game_type, g.names,
        g.withdrawn_at is not null as withdrawn, g.sort, g.is_hot, g.is_new, g.is_featured,
        mg.hidden as m_hidden, mg.sort as m_sort, mg.is_hot as m_is_hot, mg.is_new as m_is_new,
        mg.is_featured as m_is_featured, mg.names as m_names
      ${where}
      order by g.vendor_code, coalesce(mg.sort, g.sort), g.id
      limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n ${where}`.execute(db),
  ]);
  return { rows, total: count.rows[0]?.n ?? 0 };
}

export async function upsertMerchantGame(
  db: Db,
  merchantId: number,
  gameId: number,
  fields: {
    hidden?: boolean;
    sort?: number | null;
    is_hot?: boolean | null;
    is_new?: boolean | null;
    is_featured?: boolean | null;
    names?: string;
  },
): Promise<void> {
  await db
    .insertInto('merchant_game')
    .values({
      merchant_id: merchantId,
      game_id: gameId,
      sort: null,
      is_hot: null,
      is_new: null,
      is_featured: null,
      ...fields,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'game_id']).doUpdateSet({ ...fields, updated_at: new Date() }),
    )
    .execute();
}

export async function markSynced(db: Db, code: string, at: Date): Promise<void> {
  await db.updateTable('vendor').set({ synced_at: at }).where('code', '=', code).execute();
}
