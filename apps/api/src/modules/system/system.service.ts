import type { Permission } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import {
  brandOf,
  customerService,
  decideAccess,
  loadSettings,
  registerSettings,
  resources,
  type Merchant,
  type Visitor,
} from '../merchants/index.js';

function pickOne<T>(items: readonly T[]): T | null {
  return items.length ? (items[Math.floor(Math.random() * items.length)] ?? null) : null;
}

/** Everything the shell needs before its first screen, for this merchant and visitor. */
export async function permission(
  db: Db,
  merchant: Merchant,
  visitor: Visitor,
): Promise<Permission> {
  const [settings, resourceList, cs, access] = await Promise.all([
    loadSettings(db, merchant.id),
    resources(db, merchant.id),
    customerService(db, merchant.id),
    decideAccess(db, merchant, visitor),
  ]);
  return {
    whitelabel: brandOf(merchant, settings),
    register: registerSettings(merchant, settings),
    resources: resourceList,
    customerService: cs,
    analytics: { gtagId: merchant.gtag_id },
    imageCDNs: merchant.image_cdns,
    launchGameCDNs: pickOne(merchant.launch_game_cdns),
    location: { ip: visitor.ip, country: visitor.country },
    maintenance: {
      enabled: access.maintenance,
      message: access.maintenance ? merchant.maintenance_message : null,
    },
    regionRestriction: { restricted: access.restricted },
  };
}
