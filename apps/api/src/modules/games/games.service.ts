import {
  esportsVendorCodes,
  gameCategories,
  type GameCategory,
  type VendorGroup,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { listEnabledVendors } from './games.repo.js';

const esports = new Set<string>(esportsVendorCodes);
const known = new Set<string>(gameCategories);

/** Sports vendors that are really e-sports books are listed under ESPORTS. */
function categoryOf(category: string, vassalage: string): GameCategory | null {
  if (category === 'SPORTS' && esports.has(vassalage)) return 'ESPORTS';
  return known.has(category) ? (category as GameCategory) : null;
}

/** Only categories that have at least one enabled vendor, in menu order. */
export async function vendorGroups(db: Db, merchantId: number): Promise<VendorGroup[]> {
  const byCategory = new Map<GameCategory, VendorGroup['vendors']>();
  for (const row of await listEnabledVendors(db, merchantId)) {
    const category = categoryOf(row.category, row.vassalage);
    if (!category) continue;
    const vendors = byCategory.get(category) ?? [];
    vendors.push({ vassalage: row.vassalage, name: row.name, isHot: row.is_hot, image: row.image });
    byCategory.set(category, vendors);
  }
  return gameCategories
    .filter((c) => byCategory.has(c))
    .map((gameCategory) => ({ gameCategory, vendors: byCategory.get(gameCategory) ?? [] }));
}
