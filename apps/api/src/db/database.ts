import type { Config } from '../config.js';
import { createDb, type Db } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { seedDemo } from './seed.js';

/** Opens the configured database, migrates it and, when asked, seeds the demo merchant. */
export async function openDatabase(config: Config): Promise<Db> {
  const db = await createDb(config.database);
  try {
    await migrateToLatest(db);
    if (config.seedDemo) await seedDemo(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
