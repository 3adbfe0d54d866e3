import type { Db } from '../../db/connection.js';
import { BULK_VENDOR, bulkCatalogue } from './bulk-catalogue.js';
import { importCatalogue } from './catalogue-import.js';
import { sandboxCatalogue, sandboxVendors } from './sandbox-vendor/catalogue.js';

type SeededVendor = {
  code: string;
  name: string;
  categories: string[];
  walletKind: 'seamless' | 'transfer';
  demo: boolean;
};

/**
 * A vendor shared by merchants (a second brand only adds its own `merchant_vendor`), listed
 * or not for this one. Taken codes and listings are left as they are.
 */
async function ensureVendor(
  trx: Db,
  merchantId: number,
  vendor: SeededVendor,
  listing: { listed: boolean; sort: number },
): Promise<void> {
  await trx
    .insertInto('vendor')
    .values({
      code: vendor.code,
      name: vendor.name,
      categories: vendor.categories,
      wallet_kind: vendor.walletKind,
      api_url: null,
      demo: vendor.demo,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('merchant_vendor')
    .values({
      merchant_id: merchantId,
      vendor_code: vendor.code,
      enabled: listing.listed,
      sort: listing.sort,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .execute();
}

/** The demo brand's games: the sandbox vendors with their games, listed. */
export async function seedDemoGames(trx: Db, merchantId: number): Promise<void> {
  for (const [sort, v] of sandboxVendors.entries()) {
    await ensureVendor(trx, merchantId, v, { listed: true, sort });
    await importCatalogue(trx, v.code, sandboxCatalogue(v.code));
  }
}

/** Titles of the library imported per transaction, so requests run in between. */
const LIBRARY_CHUNK = 1000;

/**
 * The generated library of 10,000 slot titles (docs/games.md, "The demo catalogue"), present
 * but not listed until an operator enables it. Seeded in the background after the first
 * start, a thousand titles a transaction with `pause` between them, so that the site answers
 * meanwhile; a run that finds the library complete does nothing, one that finds it begun
 * completes it. Answers how many titles it wrote.
 */
export async function seedBulkLibrary(
  db: Db,
  merchantId: number,
  pause: () => Promise<void> = async () => undefined,
): Promise<number> {
  const present = await db
    .selectFrom('game')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vendor_code', '=', BULK_VENDOR)
    .executeTakeFirstOrThrow();
  const titles = bulkCatalogue();
  if (Number(present.n) >= titles.length) return 0;
  const vendor: SeededVendor = {
    code: BULK_VENDOR,
    name: 'Sandbox Library',
    categories: ['RNG'],
    walletKind: 'seamless',
    demo: true,
  };
  let written = 0;
  for (let from = 0; from < titles.length; from += LIBRARY_CHUNK) {
    const chunk = titles.slice(from, from + LIBRARY_CHUNK);
    written += await db.transaction().execute(async (trx) => {
      await ensureVendor(trx, merchantId, vendor, { listed: false, sort: 100 });
      const outcome = await importCatalogue(trx, BULK_VENDOR, chunk, { withdrawMissing: false });
      return outcome.added;
    });
    await pause();
  }
  return written;
}
