import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { framingVendors } from './catalogue.repo.js';
import { SANDBOX_VENDOR_CODES } from '../../config-sections/vendors.js';

/**
 * How Sorteo reaches a vendor: where its game pages and API are, and the secret both sides
 * sign with. The sandbox vendors are reached at `SANDBOX_VENDOR_URL` with
 * `SANDBOX_VENDOR_SECRET`; any other vendor at its `api_url` with its `VENDOR_SECRETS` entry.
 */
export type VendorLink = { url: string | null; secret: string | null };

export function vendorLink(
  config: Config,
  vendor: { code: string; api_url: string | null },
): VendorLink {
  if (SANDBOX_VENDOR_CODES.includes(vendor.code)) {
    return { url: config.vendors.sandbox.url, secret: config.vendors.sandbox.secret };
  }
  return { url: vendor.api_url, secret: config.vendors.secrets[vendor.code] ?? null };
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The CSP `frame-src` sources of the game vendors: each vendor's address and the hosts it
 * says its pages come from, for every vendor not disabled. Read as the app starts.
 */
export async function vendorFrameSources(db: Db, config: Config): Promise<string[]> {
  const sources = new Set<string>();
  for (const vendor of await framingVendors(db)) {
    const url = vendorLink(config, vendor).url;
    const origin = url ? originOf(url) : null;
    if (origin) sources.add(origin);
    for (const host of vendor.frame_hosts) sources.add(host);
  }
  return [...sources].sort();
}
