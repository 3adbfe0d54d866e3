import { VENDOR_GAME_LIST, type GameCategory, type VendorGroup } from '@sorteo/shared';
import type { ListedVendorRow } from './catalogue.repo.js';
import type { MerchantCatalogue } from './merchant-catalogue.js';

/** The lottery categories launch a lottery game from the menu: their cards open no list. */
const launchingCategories = new Set<GameCategory>(['LOTT', 'ELOTT']);

const key = (category: GameCategory, vendor: string) => `${category} ${vendor}`;

/** How many games the merchant lists per category and vendor, counted once per catalogue. */
function gameCounts(listed: MerchantCatalogue): ReadonlyMap<string, number> {
  return listed.remember('vendor-card-game-counts', () => {
    const counts = new Map<string, number>();
    for (const game of listed.games) {
      const at = key(game.gameType, game.vassalage);
      counts.set(at, (counts.get(at) ?? 0) + 1);
    }
    return counts;
  });
}

/**
 * What a vendor's card of a category opens (docs/games.md, "Vendor cards"): a pop-up list of
 * its games there (`isGame` `VASSALAGE`) when the brand says so, or, when the brand has not
 * chosen, when it lists more than one of the vendor's games in that category; else the hall.
 */
export function vendorCardIsGame(
  listed: MerchantCatalogue,
  category: GameCategory,
  vendor: Pick<ListedVendorRow, 'code' | 'game_list_popup'>,
): VendorGroup['vendors'][number]['isGame'] {
  if (launchingCategories.has(category)) return null;
  const popup =
    vendor.game_list_popup ?? (gameCounts(listed).get(key(category, vendor.code)) ?? 0) > 1;
  return popup ? VENDOR_GAME_LIST : null;
}
