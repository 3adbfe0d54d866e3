import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { merchantByCode } from '../modules/merchants/index.js';
import { ExitCode, runAdminCreate } from './admin-create.command.js';

const dir = mkdtempSync(join(tmpdir(), 'sorteo-cli-'));
let target: TestDatabase | undefined;
afterAll(async () => {
  await target?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A database that outlives one CLI run: a PGlite directory, or a PostgreSQL database. */
async function env(): Promise<Record<string, string>> {
  target ??= await createTestDatabase();
  const base = { LOG_LEVEL: 'silent' };
  return target.env.DATABASE_URL
    ? { ...base, ...target.env }
    : { ...base, PGLITE_DIR: join(dir, 'db') };
}

async function run(argv: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCreate(argv, {
    env: await env(),
    readStdin: async () => stdin,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('admin:create', () => {
  it('creates an owner with a generated password shown once', async () => {
    const res = await run(['--user', 'root1']);
    expect(res.code).toBe(ExitCode.Ok);
    expect(res.out).toContain('Created owner "root1" for merchant SORTEO.');
    expect(res.out).toMatch(/Password \(shown only now\): [A-Za-z0-9_-]{24}/);
  });

  it('reads the password from stdin and takes a role', async () => {
    const res = await run(
      ['--user', 'viewer1', '--role', 'viewer', '--password-stdin'],
      'a-very-long-password\n',
    );
    expect(res.code).toBe(ExitCode.Ok);
    expect(res.out).toContain('Created viewer "viewer1"');
    expect(res.out).not.toContain('Password');
  });

  it('writes an audit row naming the command line as the actor', async () => {
    const db = await openDatabase(loadConfig(await env()));
    try {
      const merchant = (await merchantByCode(db, 'SORTEO'))!;
      const operator = await db
        .selectFrom('operator')
        .select('id')
        .where('username', '=', 'root1')
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'operator.create')
        .where('target_id', '=', String(operator.id))
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        merchant_id: merchant.id,
        operator_id: null,
        operator_username: '(cli)',
        target_type: 'operator',
        after: { username: 'root1', role: 'owner', merchantCode: 'SORTEO' },
      });
    } finally {
      await db.destroy();
    }
  });

  it('refuses a duplicate username', async () => {
    const res = await run(['--user', 'ROOT1']);
    expect(res.code).toBe(ExitCode.Duplicate);
    expect(res.err).toContain('already exists');
  });

  it('refuses bad usage and unknown merchants with distinct codes', async () => {
    expect((await run([])).code).toBe(ExitCode.Usage);
    expect((await run(['--user', 'x1', '--role', 'god'])).code).toBe(ExitCode.Usage);
    expect((await run(['--user', 'ok1', '--bogus'])).code).toBe(ExitCode.Usage);
    expect((await run(['--user', 'ok2', '--password-stdin'], 'short')).code).toBe(ExitCode.Usage);
    const unknown = await run(['--user', 'ok3', '--merchant', 'NOPE']);
    expect(unknown.code).toBe(ExitCode.UnknownMerchant);
    expect(unknown.err).toContain('NOPE');
  });

  // PGlite is one process; PostgreSQL takes any number of them.
  it.skipIf(process.env.SORTEO_TEST_DB === 'postgres')(
    'refuses, naming the folder, while another database holds the embedded one',
    async () => {
      const config = loadConfig(await env());
      const server = await openDatabase(config);
      try {
        const res = await run(['--user', 'busy1']);
        expect(res.code).toBe(ExitCode.InUse);
        expect(res.err).toContain(join(dir, 'db'));
        expect(res.err).toContain('stop the server');
        expect(res.err).toContain('DATABASE_URL');
        const created = await server
          .selectFrom('operator')
          .select('id')
          .where('username', '=', 'busy1')
          .execute();
        expect(created).toEqual([]);
      } finally {
        await server.destroy();
      }
      expect((await run(['--user', 'busy1'])).code).toBe(ExitCode.Ok);
    },
  );
});
