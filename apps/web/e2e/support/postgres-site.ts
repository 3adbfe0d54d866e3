import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type PlaywrightWorkerArgs } from '@playwright/test';
import pg from 'pg';
import { e2eOperator, e2ePostgresSite } from '../../playwright.config';
import { merchantCode, type OperatorApi } from '../fixtures';

/**
 * The site on PostgreSQL (playwright.config.ts, `e2ePostgresSite`): its operator, its
 * database, and the API's command-line tools run against it.
 */

/** An operator session on the PostgreSQL site; `dispose` ends it. */
export async function openSiteOperator(
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<OperatorApi & { dispose: () => Promise<void> }> {
  const anonymous = await playwright.request.newContext({ baseURL: e2ePostgresSite.url });
  const login = await anonymous.post('/admin/session/login', { data: e2eOperator });
  const body = (await login.json()) as { success: boolean; value: { token: string } };
  expect(body.success, 'operator login').toBe(true);
  await anonymous.dispose();
  const request = await playwright.request.newContext({
    baseURL: e2ePostgresSite.url,
    extraHTTPHeaders: { Authorization: `Bearer ${body.value.token}`, Merchant: merchantCode },
  });
  const call = async <T = unknown>(method: string, path: string, data?: unknown) => {
    const response = await request.fetch(path, { method, data });
    const json = (await response.json()) as { success: boolean; value?: unknown };
    expect(json.success, `${method} ${path} → ${JSON.stringify(json)}`).toBe(true);
    return json.value as T;
  };
  return { request, call, dispose: () => request.dispose() };
}

/** A connection to the site's database for the length of `work`. */
export async function withSiteDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2ePostgresSite.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * `work` in one transaction whose clock is the merchant's: `timestamptz ± interval` moves
 * by days of its calendar, and a `date` cast to `timestamptz` is its midnight.
 */
export async function inMerchantTransaction<T>(db: pg.Client, work: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    await db.query(
      `select set_config('TimeZone', (select time_zone from merchant where code = $1), true)`,
      [merchantCode],
    );
    const done = await work();
    await db.query('commit');
    return done;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** The members' ids by account. */
export async function memberIds(db: pg.Client, accounts: string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select m.id from unnest($1::text[]) with ordinality as a(account, n)
      join member m on m.account = a.account
      join merchant x on x.id = m.merchant_id and x.code = $2
      order by a.n`,
    [accounts, merchantCode],
  );
  expect(rows).toHaveLength(accounts.length);
  return rows.map((r) => r.id);
}

/**
 * `npm run rollups:rebuild` of this build on the site's database: the hourly rollups
 * recomputed from every source row, as an operator does after changing data under them.
 */
export async function rebuildRollups(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(e2ePostgresSite.apiDist, 'rollups-rebuild.js')],
    { env: { ...process.env, DATABASE_URL: e2ePostgresSite.databaseUrl, LOG_LEVEL: 'warn' } },
  );
  return stdout;
}
