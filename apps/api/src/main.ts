import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataFolderInUseError } from './db/data-folder-lock.js';
import { openDatabase } from './db/database.js';
import { seedDemoLibrary } from './db/seed.js';
import { appJobs, configuredJobs } from './jobs/app-jobs.js';
import { startJobs, type JobRunner } from './jobs/job-runner.js';

/** How long after listening the demo's slot library starts, and the pause between chunks. */
const LIBRARY_DELAY_MS = 5_000;
const LIBRARY_PAUSE_MS = 100;

async function start(config: Config): Promise<void> {
  const db = await openDatabase(config);
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => {
    const left = await app.drainRequests(10_000);
    if (left > 0) app.log.warn({ left }, 'closing the database with requests still running');
    await db.destroy();
  });

  let jobs: JobRunner | null = null;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Running jobs finish their transaction before the database closes.
    (jobs?.stop() ?? Promise.resolve())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const anyHost = config.host === '0.0.0.0' || config.host === '::';
  const port = new URL(address).port;
  app.log.info(`Sorteo is running at ${anyHost ? `http://localhost:${port}` : address}`);
  if (config.jobs.enabled && !closing)
    jobs = startJobs(db, [...appJobs, ...configuredJobs(config, app.log, app.catalogue)], app.log);
  // The demo's library of 10,000 slots comes after the first start, a few seconds after the
  // server listens and a chunk at a time, so the site answers meanwhile.
  if (config.seedDemo && config.seedBulkGames && !closing) {
    const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
    void pause(LIBRARY_DELAY_MS)
      .then(() => (closing ? 0 : seedDemoLibrary(db, () => pause(LIBRARY_PAUSE_MS))))
      .then(
        (written) => {
          if (written > 0) {
            app.catalogue.changed();
            app.log.info({ written }, 'demo slot library seeded');
          }
        },
        (error: unknown) => {
          if (!closing) app.log.error({ err: error }, 'demo slot library not seeded');
        },
      );
  }
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

start(config).catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) console.error(error.message);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
