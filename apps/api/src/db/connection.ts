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
    survivingLostConnections(pool);
    prepareMarkedStatements(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = database.dir ? await openPglite(database.dir) : new PGlite();
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/**
 * A connection that dies (the server restarted, an administrator ended it) is dropped by its
 * pool, which opens another for the next query; the queries it carried fail with the error.
 * pg emits the loss as an `error` event too, on the client and, when idle, on the pool:
 * unheard, either would end the process. A client in use has no listener of pg-pool's own,
 * so each gets one for its whole life, and the pool's event is left to it.
 */
export function survivingLostConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`A database connection was lost: ${error.message}`, 'DatabaseWarning');
    });
  });
  pool.on('error', () => undefined);
}
