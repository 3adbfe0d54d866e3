import type { Config } from '../../config.js';
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
