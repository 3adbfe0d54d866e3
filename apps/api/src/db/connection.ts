import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { PGliteDialect } from './pglite-dialect.js';
import { openPglite } from './pglite-template.js';
import { attachPipelinedPool } from './pipelined.js';
import { prepareMarkedStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** PostgreSQL when a URL is configured, else the embedded PGlite (in memory when dir is null). */
export async function createDb(database: Config['database']): Promise<Db> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    prepareMarkedStatements(pool);
    // The ledger writes one batch at a time: two connections cover a batch and a fallback.
    const pipelined = new pg.Pool({ connectionString: database.url, max: 2, pipeline: true });
    prepareMarkedStatements(pipelined);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: endingToo(pool, pipelined) }),
    });
    attachPipelinedPool(db, pipelined);
    return db;
  }
  const pglite = database.dir ? await openPglite(database.dir) : new PGlite();
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/** The pool Kysely ends on `destroy`, ending the other with it. */
function endingToo(pool: pg.Pool, other: pg.Pool): pg.Pool {
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    await Promise.all([end(), other.end()]);
  }) as pg.Pool['end'];
  return pool;
}
