import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createAccount } from '../../test/members.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/connection.js';
import { openDatabase } from '../db/database.js';
import { merchantByCode } from '../modules/merchants/index.js';
import { fund } from '../modules/lottery-settlement/test-kit.js';
import { RebuildExit, runRollupsRebuild } from './rollups-rebuild.command.js';

const dir = mkdtempSync(join(tmpdir(), 'sorteo-rollups-cli-'));
let target: TestDatabase;
let env: Record<string, string>;
let memberId: number;

/** Opens the CLI's database for a moment: PGlite on a folder is one process at a time. */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(loadConfig({ ...env, SEED_DEMO: 'true' }));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRollupsRebuild(argv, {
    env,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  target = await createTestDatabase();
  env = {
    LOG_LEVEL: 'silent',
    ...(target.env.DATABASE_URL ? target.env : { PGLITE_DIR: join(dir, 'db') }),
  };
  memberId = await withDb(async (db) => {
    const merchant = (await merchantByCode(db, 'SORTEO'))!;
    const { id } = await createAccount(db, merchant.id);
    await fund(db, merchant.id, id, 12_345, merchant.currency);
    return id;
  });
});
afterAll(async () => {
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('compares, names the hours that differ, and replaces them', async () => {
  const first = await run('--check');
  expect(first).toMatchObject({ code: RebuildExit.Ok });
  expect(first.out).toMatch(/^Rollups OK: \d+ member hours/);

  await withDb((db) =>
    sql`update member_hour set deposits = deposits + 1 where member_id = ${memberId}`.execute(db),
  );
  const differs = await run('--check');
  expect(differs.code).toBe(RebuildExit.Differs);
  expect(differs.err).toContain(`member ${memberId} `);
  expect(differs.err).toMatch(/live: {4}deposits=12346 /);
  expect(differs.err).toMatch(/rebuilt: deposits=12345 /);
  expect(differs.err).toContain('DIFFER: 1 hour or team day');

  const fixed = await run();
  expect(fixed.code).toBe(RebuildExit.Ok);
  expect(fixed.out).toContain('1 hour or team day was replaced');
  expect((await run('--check')).code).toBe(RebuildExit.Ok);
  const deposits = await withDb(async (db) => {
    const { rows } = await sql<{ d: string | number }>`
      select sum(deposits) as d from member_hour where member_id = ${memberId}`.execute(db);
    return Number(rows[0]!.d);
  });
  expect(deposits).toBe(12_345);

  // A team day no source explains is named by its date, and taken out.
  await withDb((db) =>
    sql`insert into team_day (ancestor_id, currency, day, merchant_id, active)
      select ${memberId}, currency, date '2026-03-04', merchant_id, 3
      from member_hour where member_id = ${memberId} limit 1`.execute(db),
  );
  const day = await run('--check');
  expect(day.code).toBe(RebuildExit.Differs);
  expect(day.err).toMatch(
    new RegExp(`team_day ${memberId} \\w+ 2026-03-04\n {4}live: {4}active=3\n {4}rebuilt: none`),
  );
  expect((await run()).out).toContain('1 hour or team day was replaced');
  expect((await run('--check')).code).toBe(RebuildExit.Ok);
});

it('refuses an unknown argument', async () => {
  const res = await run('--swap');
  expect(res.code).toBe(RebuildExit.Usage);
  expect(res.err).toContain('Usage: npm run rollups:rebuild');
});
