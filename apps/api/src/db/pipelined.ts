import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Db } from './connection.js';
import type { Database } from './schema.js';

/**
 * PostgreSQL only: a small second pool whose connections put each statement on the wire at
 * once instead of after the previous one's answer (node-pg's pipeline mode). The ledger's
 * transactions run on it, so statements that do not wait on each other's results — `begin`
 * and the first statement, a batch's write and the rows written with it — share a round trip.
 */
const pipelinedPools = new WeakMap<Db, pg.Pool>();
const sessions = new WeakMap<Db, PipelinedSession>();

export function attachPipelinedPool(db: Db, pool: pg.Pool, session: PipelinedSession): void {
  pipelinedPools.set(db, pool);
  sessions.set(db, session);
}

/** A Kysely on one client, each query sent as soon as it is built (no lock between them). */
const boundDbs = new WeakMap<pg.PoolClient, Db>();

function boundDb(client: pg.PoolClient): Db {
  let db = boundDbs.get(client);
  if (!db) {
    // Releasing is the transaction's business, not each query's.
    const unreleased = { query: client.query.bind(client), release: () => undefined };
    const pool = { connect: async () => unreleased, end: async () => undefined };
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) });
    boundDbs.set(client, db);
  }
  return db;
}

/**
 * Runs `work` in a transaction. On PostgreSQL `begin` goes out with work's first statement,
 * and work may send statements without awaiting the ones before (their order on the wire is
 * the order they were sent); elsewhere (PGlite, one session) it is an ordinary transaction.
 * An error rolls it back and is rethrown; a broken connection is not given back to the pool.
 */
export async function pipelinedTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const pool = pipelinedPools.get(db);
  if (!pool) return db.transaction().execute(work);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const begun = client.query('begin');
    // Its failure is read once work is done; until then it must not count as unhandled (a
    // connection lost meanwhile rejects it while work still runs).
    begun.catch(() => undefined);
    let result: T;
    try {
      result = await work(boundDb(client));
      await begun;
    } catch (error) {
      await begun.catch(() => undefined);
      await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    }
    await client.query('commit').catch((commitError: Error) => {
      // A commit that failed has ended the transaction; a connection that failed is dropped.
      if (!('code' in commitError)) broken = commitError;
      throw commitError;
    });
    return result;
  } finally {
    client.release(broken);
  }
}

/**
 * One connection of the pipelined pool kept by one user: statements sent on it go on the
 * wire at once and PostgreSQL runs them one after another, in the order sent, each its own
 * transaction. A broken connection is dropped and another opened.
 */
export class PipelinedSession {
  #client: Promise<pg.PoolClient | null> | null = null;
  #db: Db | null = null;
  #closed = false;

  constructor(private readonly pool: pg.Pool) {}

  /** The session, or null while its connection opens (callers use the pool meanwhile). */
  current(): Db | null {
    if (!this.#client && !this.#closed) this.#open();
    return this.#db;
  }

  #open(): void {
    this.#client = this.pool.connect().then(
      (client) => {
        const onError = (error: Error) => {
          client.off('error', onError);
          this.#db = null;
          this.#client = null;
          client.release(error);
        };
        client.on('error', onError);
        this.#forget = () => client.off('error', onError);
        this.#db = boundDb(client);
        return client;
      },
      () => {
        this.#client = null;
        return null;
      },
    );
  }

  /** Takes the kept connection's error listener off, once it is given back. */
  #forget: () => void = () => undefined;

  /** Gives the connection back, so the pool can end. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#db = null;
    const client = await this.#client;
    this.#client = null;
    if (!client) return;
    this.#forget();
    client.release();
  }
}

/** The database's pipelined session (PostgreSQL only): see `PipelinedSession`. */
export function pipelinedSession(db: Db): Db | null {
  return sessions.get(db)?.current() ?? null;
}
