import { Migrator, sql } from 'kysely';
import type { Db } from './connection.js';
import { migrations } from './migrations/index.js';

/**
 * Whether exactly the known migrations have run: one read, which is all a start-up needs in
 * the usual case. Anything else (a new database, a pending migration, one this version does
 * not know) goes through the migrator, which locks, applies or refuses.
 */
async function upToDate(db: Db): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const known = Object.keys(migrations);
    const done = new Set(rows.map((r) => r.name));
    return rows.length === known.length && known.every((name) => done.has(name));
  } catch {
    return false;
  }
}

/** Brings the schema up to date; safe to run from several processes at once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  if (await upToDate(db)) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
