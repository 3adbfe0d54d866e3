import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { PGliteDialect } from './pglite-dialect.js';
import { openPglite } from './pglite-template.js';
import { prepareMarkedStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** PostgreSQL when a URL is configured, else the embedded PGlite (in memory when dir is null). */
export async function createDb(database: Config['database']): Promise<Db> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    prepareMarkedStatements(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = database.dir ? await openPglite(database.dir) : new PGlite();
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
