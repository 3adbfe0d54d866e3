import type { Config } from '../../config.js';
import type { FramingVendorRow } from './catalogue.repo.js';
import type { GameCatalogue } from './game-catalogue.js';
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

/** The CSP `frame-src` sources of these vendors: each one's address and its pages' hosts. */
export function frameSourcesOf(config: Config, vendors: readonly FramingVendorRow[]): string[] {
  const sources = new Set<string>();
  for (const vendor of vendors) {
    const url = vendorLink(config, vendor).url;
    const origin = url ? originOf(url) : null;
    if (origin) sources.add(origin);
    for (const host of vendor.frame_hosts) sources.add(host);
  }
  return [...sources].sort();
}

/**
 * How long the sources are used before they are read again while the catalogue caches
 * nothing (another process's changes cannot be heard): a short cache instead of a read on
 * every request, the site's files included.
 */
export const UNHEARD_FRAME_SOURCES_CACHE_MS = 5_000;

const sameSources = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((source, i) => source === b[i]);

/**
 * The game vendors' CSP `frame-src` sources for every vendor not disabled, following the
 * catalogue (docs/games.md, "Launch"): read once and cached until the catalogue changes, so a
 * change of a vendor's status, address or frame hosts counts on the next request. Answers
 * the same array while the sources are unchanged (the caller may cache what it built from
 * them), and a promise while they are read.
 */
export function vendorFrameSources(
  catalogue: Pick<GameCatalogue, 'framingVendors' | 'keeping'>,
  config: Config,
  clock: () => number = Date.now,
): () => readonly string[] | Promise<readonly string[]> {
  let read: Promise<FramingVendorRow[]> | null = null;
  let readAt = 0;
  let reading: Promise<readonly string[]> | null = null;
  let current: readonly string[] | null = null;
  let last: readonly string[] = [];

  return () => {
    const cached =
      read !== null && !catalogue.keeping && clock() - readAt < UNHEARD_FRAME_SOURCES_CACHE_MS;
    const vendors = cached && read ? read : catalogue.framingVendors();
    if (vendors !== read || !reading) {
      read = vendors;
      readAt = clock();
      current = null;
      const next = vendors.then((rows) => {
        const sources = frameSourcesOf(config, rows);
        if (!sameSources(sources, last)) last = sources;
        if (reading === next) current = last;
        return last;
      });
      // A failed read is not cached: the next request reads again.
      next.catch(() => {
        if (reading === next) read = null;
      });
      reading = next;
    }
    return current ?? reading;
  };
}
