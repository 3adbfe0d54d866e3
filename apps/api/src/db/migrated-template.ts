import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

/**
 * The build's PGlite cluster, already migrated: a first start then only checks that no
 * migration is pending. Migrations hold schema only, so nothing installation-specific (keys,
 * seed content) is in it; the seed still runs at start-up.
 */
export async function dumpMigratedCluster(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const archive = await pglite.dumpDataDir('gzip');
  await pglite.close();
  return archive;
}
