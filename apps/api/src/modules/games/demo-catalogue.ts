import type { Db } from '../../db/connection.js';
import { BULK_VENDOR, bulkCatalogue } from './bulk-catalogue.js';
import { importCatalogue } from './catalogue-import.js';
import { sandboxCatalogue, sandboxVendors } from './sandbox-vendor/catalogue.js';

/**
 * The demo brand's games: the sandbox vendors with their games, listed and enabled, and the
 * generated slot library (`bulk`), present but not listed until an operator enables it.
 * Vendors are shared by merchants, so a second brand only adds its own `merchant_vendor`.
 */
export async function seedDemoGames(
  trx: Db,
  merchantId: number,
  options: { bulk: boolean },
): Promise<void> {
  const vendors = [
    ...sandboxVendors.map((v) => ({ ...v, listed: true, games: sandboxCatalogue(v.code) })),
    ...(options.bulk
      ? [
          {
            code: BULK_VENDOR,
            name: 'Sandbox Library',
            categories: ['RNG'],
            walletKind: 'seamless' as const,
            demo: true,
            listed: false,
            games: bulkCatalogue(),
          },
        ]
      : []),
  ];
  for (const [sort, v] of vendors.entries()) {
    await trx
      .insertInto('vendor')
      .values({
        code: v.code,
        name: v.name,
        categories: v.categories,
        wallet_kind: v.walletKind,
        api_url: null,
        demo: v.demo,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('merchant_vendor')
      .values({ merchant_id: merchantId, vendor_code: v.code, enabled: v.listed, sort })
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
      .execute();
    await importCatalogue(trx, v.code, v.games);
  }
}
