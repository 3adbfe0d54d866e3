import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { survivingLostConnections, type Db } from './connection.js';
import { prepareMarkedStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

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
 * On a pipelined session (`PipelinedConnections.session`) each step's statement is held
 * until every step has built its own; then `begin`, the statements and `commit` go on the
 * wire together, one behind the other: one round trip for the whole transaction, and
 * PostgreSQL runs it without waiting for this process between statements, so its locks are
 * held no longer than a single statement would hold them. Since the commit is sent before any answer is read, a step's
 * statement must itself fail (say by `sorteo_refuse`) when its rows may not stand. `sent`
 * settles once the commit is on the wire (or, a step having failed before its statement,
 * once nothing was sent): what is sent on the session after it runs after the transaction.
 * A statement sent on `trx` after that is refused.
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
  const held: HeldStatement[] = [];
  let onStatement: () => void = noop;
  let open = true;
  const trx = kyselyOver((text, values) => {
    if (!open) return Promise.reject(new Error('A statement was sent after its commit.'));
    return new Promise((resolve, reject) => {
      held.push({ text, values, resolve, reject });
      onStatement();
    });
  });
  const results: Promise<unknown>[] = [];
  const sending = (async (): Promise<Sent> => {
    for (const step of steps) {
      const before = held.length;
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
      if (held.length === before) {
        // It failed before its statement: nothing of the trip goes out.
        open = false;
        const unsent = new Error('Not sent: a later step of its trip failed.');
        for (const statement of held) statement.reject(unsent);
        return { failed: result };
      }
    }
    open = false;
    const begun = client.query('begin');
    for (const { text, values, resolve, reject } of held) {
      client.query(text, values).then(resolve, reject);
    }
    const ended = client.query('commit');
    // Read once every step has settled; until then neither may count as unhandled.
    begun.catch(noop);
    ended.catch(noop);
    return { begun, ended };
  })();
  const done = (async () => {
    const trip = await sending;
    const settled = await Promise.allSettled(results);
    if ('failed' in trip) {
      await trip.failed;
      throw new Error('A step failed without its error.');
    }
    await trip.begun;
    for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
    const ended = await trip.ended;
    if (ended.command !== 'COMMIT') throw new Error(`The transaction ended in ${ended.command}.`);
    return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as T;
  })();
  return { sent: sending.then(noop, noop), done };
}

type HeldStatement = {
  text: string;
  values: unknown[] | undefined;
  resolve: (result: pg.QueryResult) => void;
  reject: (error: unknown) => void;
};

type Sent =
  { begun: Promise<pg.QueryResult>; ended: Promise<pg.QueryResult> } | { failed: Promise<unknown> };

const noop = () => undefined;

/**
 * One connection of the pipelined pool kept by one user: statements sent on it go on the
 * wire at once and PostgreSQL runs them one after another, in the order sent, each its own
 * transaction. A broken connection is dropped and another opened.
 */
class PipelinedSession {
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

/**
 * PostgreSQL only: the ledger's own small pool, whose connections put each statement on the
 * wire at once instead of after the previous one's answer (node-pg's pipeline mode), so
 * statements that do not wait on each other's results (`begin` and the first statement, a
 * batch's write and the rows written with it) share a round trip. One connection is kept for
 * the unlocked batches (`session`), two serve transactions: a batch and a fallback.
 * `buildApp` opens it for the app's ledger and closes it with the app.
 */
export class PipelinedConnections {
  readonly #pool: pg.Pool;
  readonly #session: PipelinedSession;

  constructor(url: string) {
    this.#pool = new pg.Pool({ connectionString: url, max: 3, pipeline: true });
    survivingLostConnections(this.#pool);
    prepareMarkedStatements(this.#pool);
    this.#session = new PipelinedSession(this.#pool);
  }

  /** The kept session (see `PipelinedSession`), or null while its connection opens. */
  session(): Db | null {
    return this.#session.current();
  }

  /**
   * Runs `work` in a transaction: `begin` goes out with work's first statement, and work may
   * send statements without awaiting the ones before (their order on the wire is the order
   * they were sent). An error rolls it back and is rethrown; a broken connection is not given
   * back to the pool.
   */
  async transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
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

  /** Gives the kept connection back and ends the pool. */
  async close(): Promise<void> {
    await this.#session.close();
    await this.#pool.end();
  }
}

/** The ledger's pipelined connections on PostgreSQL; none on PGlite, a single session. */
export function openPipelined(database: Config['database']): PipelinedConnections | null {
  return database.kind === 'postgres' ? new PipelinedConnections(database.url) : null;
}

/**
 * Runs `work` in a transaction, on the pipelined connections where there are some (see
 * `PipelinedConnections.transaction`), else as an ordinary transaction of `db`.
 */
export function pipelinedTransaction<T>(
  pipelined: PipelinedConnections | null,
  db: Db,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return pipelined ? pipelined.transaction(work) : db.transaction().execute(work);
}
