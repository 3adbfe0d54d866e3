import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

/**
 * The build's PGlite cluster, already migrated: a first start then only checks that no
 * migration is pending. Migrations hold schema only, so nothing installation-specific (keys,
 * seed content) is in it; the seed still runs at start-up.
 *
 * Sorteo works in PGlite's one database, `postgres`, and never creates another, so the
 * cluster leaves out the two template databases: a first start then unpacks about 370 files
 * instead of about 970 (docs/bench-history.md, "2026-11-25", "Start-up").
 */
export async function dumpMigratedCluster(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  for (const template of ['template0', 'template1']) {
    await pglite.exec(`alter database ${template} is_template false`);
    await pglite.exec(`drop database ${template}`);
  }
  const archive = await pglite.dumpDataDir('gzip');
  await pglite.close();
  return archive;
}
