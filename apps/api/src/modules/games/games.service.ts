import {
  ErrorCode,
  gameCategories,
  HOT_GAMES_COUNT,
  type FavouriteChange,
  type FavouriteGames,
  type FavouriteIds,
  type GameCategory,
  type GameList,
  type HotGames,
  type RecentGames,
  type VendorGroup,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { LOTTERY_VENDOR, lotteryVendorsOf, VN_LOTTERY_VENDOR } from '../lottery/index.js';
import type { Merchant } from '../merchants/index.js';
import * as favourites from './favourites.repo.js';
import { foldForSearch } from './search-text.js';
import type { GameCatalogue } from './game-catalogue.js';
import { categoryOf, type GameFilter, type MerchantCatalogue } from './merchant-catalogue.js';
import { vendorCardIsGame } from './vendor-cards.js';

/** How many of the last launched games the recent list goes back over. */
const RECENT_LIMIT = 100;

type Paging = { pageNo: number; pageSize: number };
const totalPagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);
const pageOf = <T>(items: readonly T[], { pageNo, pageSize }: Paging) =>
  items.slice((pageNo - 1) * pageSize, pageNo * pageSize);

export const catalogueOf = (catalogue: GameCatalogue, merchant: Merchant) =>
  catalogue.of(merchant.id, merchant.default_language);

/**
 * The side menu's categories, each with its vendors, in menu order; only categories with a
 * vendor. The platform's lotteries count as vendors of LOTT, ELOTT and INHOUSE. Each card
 * says whether it opens a pop-up list of the vendor's games (`isGame`).
 */
export async function vendorGroups(
  db: Db,
  catalogue: GameCatalogue,
  merchant: Merchant,
): Promise<VendorGroup[]> {
  const listed = await catalogueOf(catalogue, merchant);
  const byCategory = new Map<GameCategory, VendorGroup['vendors']>();
  const add = (category: GameCategory, vendor: VendorGroup['vendors'][number]) => {
    const vendors = byCategory.get(category) ?? [];
    vendors.push(vendor);
    byCategory.set(category, vendors);
  };
  for (const code of await lotteryVendorsOf(db, merchant.id)) {
    const vendor = {
      vassalage: code,
      name: merchant.name,
      isHot: false,
      image: null,
      isGame: null,
    };
    if (code === LOTTERY_VENDOR) {
      for (const category of ['LOTT', 'ELOTT', 'INHOUSE'] as const) add(category, vendor);
    } else if (code === VN_LOTTERY_VENDOR) {
      add('LOTT', { ...vendor, name: `${merchant.name} VN` });
    }
  }
  for (const v of listed.vendors) {
    const categories = new Set(v.categories.map((c) => categoryOf(c, v.code)));
    for (const category of gameCategories) {
      if (categories.has(category)) {
        add(category, {
          vassalage: v.code,
          name: v.name,
          isHot: v.is_hot,
          image: v.image,
          isGame: vendorCardIsGame(listed, category, v),
        });
      }
    }
  }
  return gameCategories
    .filter((c) => byCategory.has(c))
    .map((gameCategory) => ({ gameCategory, vendors: byCategory.get(gameCategory) ?? [] }));
}

export function gameList(
  listed: MerchantCatalogue,
  query: GameFilter & Paging & { language?: string | undefined },
): GameList {
  const question = JSON.stringify([
    'list',
    query.gameType,
    query.vassalage,
    query.gameClassify,
    query.gameName ? foldForSearch(query.gameName) : undefined,
    query.minBet,
    query.minLineNum,
    query.platform,
    query.flag,
    query.pageNo,
    query.pageSize,
    query.language,
  ]);
  return listed.remember(question, () => {
    const games = listed.filter(query);
    return {
      games: pageOf(games, query).map((g) => listed.view(g, query.language)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total: games.length,
      totalPages: totalPagesOf(games.length, query.pageSize),
    };
  });
}

/** Pinned games first, then the rest in lobby order, at most `HOT_GAMES_COUNT`. */
export function hotGames(
  listed: MerchantCatalogue,
  query: Pick<GameFilter, 'gameType' | 'vassalage' | 'platform'> & { language?: string },
): HotGames {
  const question = JSON.stringify([
    'hot',
    query.gameType,
    query.vassalage,
    query.platform,
    query.language,
  ]);
  return listed.remember(question, () => {
    const games = listed.filter(query);
    const pinned = games.filter((g) => g.isHot);
    const rest = games.filter((g) => !g.isHot);
    return {
      list: [...pinned, ...rest]
        .slice(0, HOT_GAMES_COUNT)
        .map((g) => listed.view(g, query.language)),
    };
  });
}

export async function recentGames(
  db: Db,
  listed: MerchantCatalogue,
  memberId: number,
  query: Paging & { vassalage?: string | undefined; language?: string | undefined },
): Promise<RecentGames> {
  const games = (await favourites.recentGameIds(db, memberId, RECENT_LIMIT))
    .map((id) => listed.find(id))
    .filter((g) => g !== undefined)
    .filter((g) => !query.vassalage || g.vassalage === query.vassalage);
  return {
    list: pageOf(games, query).map((g) => listed.view(g, query.language)),
    totalPages: totalPagesOf(games.length, query.pageSize),
  };
}

/** Favourites of games the merchant no longer lists are kept, but not shown. */
async function listedFavourites(db: Db, listed: MerchantCatalogue, memberId: number) {
  return (await favourites.favouriteIds(db, memberId))
    .map((id) => listed.find(id))
    .filter((g) => g !== undefined);
}

export async function favouriteGames(
  db: Db,
  listed: MerchantCatalogue,
  memberId: number,
  query: Paging & { gameType?: GameCategory | undefined; language?: string | undefined },
): Promise<FavouriteGames> {
  const all = await listedFavourites(db, listed, memberId);
  const games = all.filter((g) => !query.gameType || g.gameType === query.gameType);
  return {
    content: pageOf(games, query).map((g) => listed.view(g, query.language)),
    totalPages: totalPagesOf(games.length, query.pageSize),
    nodeIds: all.map((g) => g.nodeId),
  };
}

const notListed = (field: string, message: string) =>
  new AppError(400, ErrorCode.ValidationFailed, `${field}: ${message}`, {
    field,
    issues: [{ field, rule: 'listed', message }],
  });

/** Adds or removes a favourite of a game the merchant lists, whose vendor and type agree. */
export async function changeFavourite(
  db: Db,
  listed: MerchantCatalogue,
  memberId: number,
  change: FavouriteChange,
): Promise<FavouriteIds> {
  const game = listed.find(Number(change.nodeId));
  if (!game) throw notListed('nodeId', 'no such game is listed');
  if (game.vassalage !== change.vendor) throw notListed('vendor', "not the game's vendor");
  if (game.gameType !== change.gameType) throw notListed('gameType', "not the game's type");
  if (change.action === 'add') await favourites.addFavourite(db, memberId, game.id);
  else await favourites.removeFavourite(db, memberId, game.id);
  return { nodeIds: (await listedFavourites(db, listed, memberId)).map((g) => g.nodeId) };
}
