import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> };

/**
 * PGlite in memory by default. With SORTEO_TEST_DB=postgres, a database of its own per
 * test file is created on the server named by DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.SORTEO_TEST_DB !== 'postgres') {
    return { env: { PGLITE_DIR: ':memory:' }, drop: async () => {} };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('SORTEO_TEST_DB=postgres needs DATABASE_URL');
  const name = `sorteo_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => dropDatabase(adminUrl, name) };
}

/** Postgres: "database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

/**
 * pg's pool resolves `end()` before its sockets have closed, and a forced drop kills the
 * connections still closing, which surface as unhandled errors. So wait for them to go,
 * and force only those that linger.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await withClient(adminUrl, (c) => c.query(`drop database if exists ${name}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

async function withClient(url: string, fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
