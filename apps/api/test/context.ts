import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Db } from '../src/db/connection.js';
import type { Ledger } from '../src/modules/ledger/index.js';
import { openDatabase } from '../src/db/database.js';
import { openPipelined, type PipelinedConnections } from '../src/db/pipelined.js';
import { createTestDatabase } from './database.js';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  /** The app's ledger (`app.ledger`): postings a test makes go through it. */
  ledger: Ledger;
  config: Config;
  /** Another app on the same database, with other settings (closed with the context). */
  appWith: (
    env: Record<string, string>,
    extend?: (app: FastifyInstance) => void,
  ) => Promise<FastifyInstance>;
  /**
   * Pipelined connections of the test database's own (null on PGlite), as another ledger or
   * another process has them: `new Ledger(db, ctx.openPipelined())`. Closed with the context.
   */
  openPipelined: () => PipelinedConnections | null;
  close: () => Promise<void>;
};

const baseEnv = {
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
  SEED_DEMO: 'true',
  // The generated library of 10,000 slots only where a test asks for it.
  SEED_BULK_GAMES: 'false',
  RESPONSE_CHECK: 'true',
};

/** The real app on a fresh, migrated and seeded database. */
export async function createTestContext(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const target = await createTestDatabase();
  const config = loadConfig({ ...baseEnv, ...target.env, ...env });
  const db = await openDatabase(config);
  const apps: FastifyInstance[] = [];

  const appWith = async (more: Record<string, string>, ext?: (app: FastifyInstance) => void) => {
    const app = await buildApp({
      config: loadConfig({ ...baseEnv, ...target.env, ...env, ...more }),
      db,
    });
    ext?.(app);
    await app.ready();
    apps.push(app);
    return app;
  };
  const app = await appWith({}, extend);
  const pipelines: PipelinedConnections[] = [];
  const openPipelinedHere = () => {
    const pipelined = openPipelined(config.database);
    if (pipelined) pipelines.push(pipelined);
    return pipelined;
  };

  return {
    app,
    db,
    ledger: app.ledger,
    config,
    appWith,
    openPipelined: openPipelinedHere,
    close: async () => {
      for (const a of apps) await a.close();
      for (const p of pipelines) await p.close();
      await db.destroy();
      await target.drop();
    },
  };
}
