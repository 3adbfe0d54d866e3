import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE } from './data-folder-lock.js';
import { dumpMigratedCluster } from './migrated-template.js';
import { migrations } from './migrations/index.js';
import {
  installedPgliteVersion,
  openPglite,
  readTemplate,
  TEMPLATE_FILE,
  TEMPLATE_META_FILE,
} from './pglite-template.js';

const root = mkdtempSync(join(tmpdir(), 'sorteo-template-'));
const templateDir = join(root, 'dist');

// The cluster the build ships (migrated, without the template databases).
beforeAll(async () => {
  const archive = await dumpMigratedCluster();
  mkdirSync(templateDir);
  writeFileSync(join(templateDir, TEMPLATE_FILE), Buffer.from(await archive.arrayBuffer()));
  writeMeta(installedPgliteVersion());
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeMeta(pgliteVersion: string) {
  writeFileSync(join(templateDir, TEMPLATE_META_FILE), JSON.stringify({ pgliteVersion }));
}

describe('PGlite cluster template', () => {
  it('fills a missing data folder, which then reopens as an ordinary cluster', async () => {
    const dir = join(root, 'data');
    const pglite = await openPglite(dir, [templateDir]);
    await pglite.exec('create table kept (n int); insert into kept values (7)');
    await pglite.close();
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);

    const again = await openPglite(dir, [templateDir]);
    expect((await again.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 7 }]);
    // Every migration has run, and the one database Sorteo uses is the only one there.
    const ran = await again.query<{ name: string }>('select name from kysely_migration');
    expect(ran.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    const databases = await again.query<{ datname: string }>('select datname from pg_database');
    expect(databases.rows).toEqual([{ datname: 'postgres' }]);
    await again.close();
  }, 60_000);

  it('is open in one place at a time: a second open is refused until the first closes', async () => {
    const dir = join(root, 'shared');
    const first = await openPglite(dir, [templateDir]);
    await first.exec('create table kept (n int); insert into kept values (8)');
    await expect(openPglite(dir, [templateDir])).rejects.toBeInstanceOf(DataFolderInUseError);
    expect((await first.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 8 }]);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    const second = await openPglite(dir, [templateDir]);
    expect((await second.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 8 }]);
    await second.close();
  }, 60_000);

  it('is not used when another PGlite version made it, or when it is missing', async () => {
    expect(await readTemplate([templateDir])).toBeInstanceOf(Uint8Array);
    writeMeta('0.0.0-other');
    expect(await readTemplate([templateDir])).toBeNull();
    writeMeta(installedPgliteVersion());
    expect(await readTemplate([join(root, 'nowhere')])).toBeNull();
  });
});
