import { gameCategories } from '@sorteo/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { VENDOR_SIGNATURE_HEADER, vendorSignatureMatches } from '../../lib/vendor-protocol.js';
import { importCatalogue, type ImportOutcome } from './catalogue-import.js';
import { findVendor } from './catalogue.repo.js';
import { markSynced } from './games-admin.repo.js';
import type { PublishedGame } from './published-game.js';
import { vendorLink } from './vendor-links.js';

const publishedGameSchema = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/),
  gameType: z.enum(gameCategories),
  names: z.record(z.string().regex(/^[a-z]{2}$/), z.string().trim().min(1).max(80)),
  classify: z.string().max(40),
  minBet: z.number().int().min(0),
  minLineNum: z.number().int().min(0),
  platforms: z.array(z.string().max(20)).max(5),
  rtpBasisPoints: z.number().int().min(0).max(10_000).nullable(),
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
  thumbnail: z.string().max(500).nullable(),
  demo: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int().min(0),
});
const publishedListSchema = z.object({
  games: z.array(publishedGameSchema).min(1, 'a vendor publishes at least one game'),
});

/** Why a vendor's list could not be read; nothing was imported. */
export class CatalogueFetchError extends Error {
  override name = 'CatalogueFetchError';
}

/**
 * A vendor's published game list (`GET {vendor}/games/{code}`), signed with its secret over
 * the exact bytes of the body. Unsigned, wrongly signed, malformed or empty lists are refused:
 * an empty one would withdraw every game.
 */
export async function fetchPublishedGames(
  config: Config,
  vendor: { code: string; api_url: string | null },
): Promise<PublishedGame[]> {
  const link = vendorLink(config, vendor);
  if (!link.url || !link.secret) {
    throw new CatalogueFetchError(`${vendor.code}: no address or secret configured`);
  }
  let response: Response;
  try {
    response = await fetch(`${link.url}/games/${encodeURIComponent(vendor.code)}`, {
      signal: AbortSignal.timeout(config.vendors.timeoutMs),
    });
  } catch (error) {
    throw new CatalogueFetchError(`${vendor.code}: ${(error as Error).message}`);
  }
  const body = await response.text();
  if (!response.ok) throw new CatalogueFetchError(`${vendor.code}: answered ${response.status}`);
  if (!vendorSignatureMatches(link.secret, body, response.headers.get(VENDOR_SIGNATURE_HEADER))) {
    throw new CatalogueFetchError(`${vendor.code}: the list is not signed with its secret`);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new CatalogueFetchError(`${vendor.code}: the list is not JSON`);
  }
  const parsed = publishedListSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CatalogueFetchError(
      `${vendor.code}: ${issue.path.join('.') || 'list'}: ${issue.message}`,
    );
  }
  return parsed.data.games;
}

/**
 * Fetches and imports one vendor's list now (the operator's "sync now"), in one
 * transaction with `record` (its audit row). Null when there is no such vendor.
 */
export async function syncVendor(
  db: Db,
  config: Config,
  code: string,
  record: (trx: Db, outcome: ImportOutcome) => Promise<void>,
  now = new Date(),
): Promise<ImportOutcome | null> {
  const vendor = await findVendor(db, code);
  if (!vendor) return null;
  const games = await fetchPublishedGames(config, vendor);
  return db.transaction().execute(async (trx) => {
    const outcome = await importCatalogue(trx, code, games);
    await markSynced(trx, code, now);
    await record(trx, outcome);
    return outcome;
  });
}
