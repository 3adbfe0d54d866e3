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
/** The client under each such Kysely, for transactions that go on it in one trip. */
const clientsOf = new WeakMap<Db, pg.PoolClient>();

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

function kyselyOver(query: Query): Db {
  // Releasing is the transaction's business, not each query's.
  const unreleased = { query, release: () => undefined };
  const pool = { connect: async () => unreleased, end: async () => undefined };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) });
}

function boundDb(client: pg.PoolClient): Db {
  let db = boundDbs.get(client);
  if (!db) {
    db = kyselyOver(client.query.bind(client) as Query);
    boundDbs.set(client, db);
    clientsOf.set(db, client);
  }
  return db;
}

/** One statement of a transaction in one trip: it must send exactly one statement on `trx`. */
export type TripStep<T> = (trx: Db) => Promise<T>;

/**
 * Runs steps in one transaction, each sending one statement, and answers their results in
 * order; the first step that failed rejects it, and nothing of any step is kept.
 *
 * On a pipelined session (`pipelinedSession`) `begin`, each step's statement and `commit`
 * go on the wire one behind the other without waiting for an answer: one round trip for the
 * whole transaction, and PostgreSQL runs it without a pause, so the locks its first
 * statement takes are held no longer than a single statement would hold them. Since the
 * commit is sent before any answer is read, a step's statement must itself fail (say by
 * `sorteo_refuse`) when its rows may not stand. `sent` settles once the commit is on the
 * wire: what is sent on the session after it runs after the transaction. A statement sent on
 * `trx` after the commit is refused.
 *
 * Elsewhere (PGlite, or no session) it is an ordinary transaction, the steps one by one.
 */
export function inOneTrip<T extends unknown[]>(
  db: Db,
  steps: { [K in keyof T]: TripStep<T[K]> },
): { sent: Promise<void>; done: Promise<T> } {
  const client = clientsOf.get(db);
  if (!client) {
    const done = db.transaction().execute(async (trx) => {
      const results: unknown[] = [];
      for (const step of steps) results.push(await step(trx));
      return results as T;
    });
    return { sent: done.then(noop, noop), done };
  }
  let statements = 0;
  let onStatement: () => void = noop;
  let open = true;
  const trx = kyselyOver((text, values) => {
    if (!open) return Promise.reject(new Error('A statement was sent after its commit.'));
    statements += 1;
    onStatement();
    return client.query(text, values);
  });
  const begun = client.query('begin');
  begun.catch(noop);
  const results: Promise<unknown>[] = [];
  const sent = (async () => {
    let whole = true;
    for (const step of steps) {
      const before = statements;
      // A step that throws before it answers a promise is a step that failed unsent.
      let result: Promise<unknown>;
      try {
        result = step(trx);
      } catch (error) {
        result = Promise.reject(error);
      }
      results.push(result);
      await Promise.race([
        new Promise<void>((resolve) => (onStatement = resolve)),
        result.then(noop, noop),
      ]);
      onStatement = noop;
      // A step that failed before sending its statement: the others are not sent.
      if (statements === before) {
        whole = false;
        break;
      }
    }
    open = false;
    return client.query(whole ? 'commit' : 'rollback');
  })();
  const done = (async () => {
    const ended = await sent;
    const settled = await Promise.allSettled([begun, ...results]);
    for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
    if (ended.command !== 'COMMIT') throw new Error(`The transaction ended in ${ended.command}.`);
    return settled
      .slice(1)
      .map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as T;
  })();
  return { sent: sent.then(noop, noop), done };
}

const noop = () => undefined;

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
