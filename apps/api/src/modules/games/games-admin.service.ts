import {
  ErrorCode,
  type AdminGame,
  type AdminVendor,
  type GameUpdate,
  type Page,
  type VendorUpdate,
} from '@sorteo/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { changeUnderAudit, type Actor } from '../audit/index.js';
import * as repo from './games-admin.repo.js';
import { foldForSearch } from './search-text.js';
import { SANDBOX_VENDOR_CODES } from '../../config-sections/vendors.js';
import { vendorLink } from './vendor-links.js';

const vendorNotFound = (code: string) =>
  new AppError(404, ErrorCode.NotFound, `No vendor ${code}`, { field: 'code' });
const gameNotFound = (id: number) =>
  new AppError(404, ErrorCode.GameNotFound, `No game ${id}`, { field: 'nodeId' });

function vendorView(config: Config, row: repo.AdminVendorRow): AdminVendor {
  const link = vendorLink(config, row);
  return {
    code: row.code,
    name: row.name,
    categories: row.categories,
    walletKind: row.wallet_kind,
    status: row.status,
    demo: row.demo,
    allowsFraming: row.allows_framing,
    frameHosts: row.frame_hosts,
    apiUrl: link.url,
    reachable: link.url !== null && link.secret !== null,
    syncedAt: row.synced_at ? new Date(row.synced_at).getTime() : null,
    games: row.games,
    listed: row.listed ?? false,
    sort: row.sort ?? 0,
    isHot: row.is_hot ?? false,
    image: row.image,
    gameListPopup: row.game_list_popup,
  };
}

export async function adminVendors(db: Db, config: Config, merchantId: number) {
  return (await repo.adminVendorRows(db, merchantId)).map((r) => vendorView(config, r));
}

/**
 * An operator's change to a vendor: its status, demo and framing for every brand, its
 * listing (and what its cards open) for this one. Recorded in the audit trail with the
 * state before and after.
 */
export function updateVendor(
  db: Db,
  config: Config,
  actor: Actor,
  code: string,
  input: VendorUpdate,
): Promise<AdminVendor> {
  const read = async (trx: Db) => {
    const [row] = await repo.adminVendorRows(trx, actor.merchantId, code);
    if (!row) throw vendorNotFound(code);
    return vendorView(config, row);
  };
  if (input.apiUrl !== undefined && SANDBOX_VENDOR_CODES.includes(code)) {
    throw new AppError(
      400,
      ErrorCode.ValidationFailed,
      'apiUrl: the sandbox vendors are reached at SANDBOX_VENDOR_URL',
      {
        field: 'apiUrl',
        issues: [{ field: 'apiUrl', rule: 'sandbox', message: 'set by SANDBOX_VENDOR_URL' }],
      },
    );
  }
  return changeUnderAudit(db, actor, {
    action: 'vendor.update',
    targetType: 'vendor',
    targetId: code,
    before: read,
    apply: async (trx) => {
      await repo.updateVendorRow(trx, code, {
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.demo !== undefined ? { demo: input.demo } : {}),
        ...(input.allowsFraming !== undefined ? { allows_framing: input.allowsFraming } : {}),
        ...(input.frameHosts !== undefined ? { frame_hosts: input.frameHosts } : {}),
        ...(input.apiUrl !== undefined ? { api_url: input.apiUrl } : {}),
      });
      await repo.upsertMerchantVendor(trx, actor.merchantId, code, {
        ...(input.listed !== undefined ? { enabled: input.listed } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
        ...(input.isHot !== undefined ? { is_hot: input.isHot } : {}),
        ...(input.image !== undefined ? { image: input.image } : {}),
        ...(input.gameListPopup !== undefined ? { game_list_popup: input.gameListPopup } : {}),
      });
      return read(trx);
    },
  });
}

function gameView(row: repo.AdminGameRow): AdminGame {
  const names = row.m_names ?? {};
  return {
    nodeId: String(row.id),
    vassalage: row.vendor_code,
    gameCode: row.game_code,
    gameType: row.game_type,
    names: { ...row.names, ...names },
    withdrawn: row.withdrawn,
    hidden: row.m_hidden ?? false,
    sort: row.m_sort ?? row.sort,
    isHot: row.m_is_hot ?? row.is_hot,
    isNew: row.m_is_new ?? row.is_new,
    isFeatured: row.m_is_featured ?? row.is_featured,
    overrides: {
      names,
      sort: row.m_sort,
      isHot: row.m_is_hot,
      isNew: row.m_is_new,
      isFeatured: row.m_is_featured,
    },
  };
}

export async function adminGames(
  db: Db,
  merchantId: number,
  q: {
    vassalage?: string | undefined;
    gameType?: string | undefined;
    gameName?: string | undefined;
    hidden?: 'true' | 'false' | undefined;
    pageNo: number;
    pageSize: number;
  },
): Promise<Page<AdminGame>> {
  const { rows, total } = await repo.adminGameRows(
    db,
    merchantId,
    {
      vassalage: q.vassalage,
      gameType: q.gameType,
      search: q.gameName ? foldForSearch(q.gameName) : undefined,
      hidden: q.hidden === undefined ? undefined : q.hidden === 'true',
    },
    { offset: pageOffset(q.pageNo, q.pageSize), limit: q.pageSize },
  );
  return toPage(rows.map(gameView), total, q.pageNo, q.pageSize);
}

/** An operator's overrides of one game for this brand, audited. */
export function updateGame(
  db: Db,
  actor: Actor,
  gameId: number,
  input: GameUpdate,
): Promise<AdminGame> {
  const read = async (trx: Db) => {
    const { rows } = await repo.adminGameRows(
      trx,
      actor.merchantId,
      { id: gameId },
      { offset: 0, limit: 1 },
    );
    if (!rows[0]) throw gameNotFound(gameId);
    return gameView(rows[0]);
  };
  return changeUnderAudit(db, actor, {
    action: 'game.update',
    targetType: 'game',
    targetId: gameId,
    before: read,
    apply: async (trx) => {
      const current = await read(trx);
      await repo.upsertMerchantGame(trx, actor.merchantId, gameId, {
        ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
        ...(input.isHot !== undefined ? { is_hot: input.isHot } : {}),
        ...(input.isNew !== undefined ? { is_new: input.isNew } : {}),
        ...(input.isFeatured !== undefined ? { is_featured: input.isFeatured } : {}),
        ...(input.names !== undefined
          ? { names: JSON.stringify({ ...current.overrides.names, ...input.names }) }
          : {}),
      });
      return read(trx);
    },
  });
}
