import { PGlite } from '@electric-sql/pglite';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { LOCK_FILE, lockDataFolder } from './data-folder-lock.js';
import { extractTar, readTar } from './tar-archive.js';

/**
 * `npm run build` writes an initialised, empty PGlite cluster beside the server bundle, with
 * the PGlite version that made it. Loading it takes a fraction of the time `initdb` takes.
 */
export const TEMPLATE_FILE = 'pglite-template.tar.gz';
export const TEMPLATE_META_FILE = 'pglite-template.json';

export type TemplateMeta = { pgliteVersion: string };

// Beside the bundle (dist/main.js), or in dist/ when running from the sources (src/db/).
const templateDirs = [new URL('.', import.meta.url), new URL('../../dist/', import.meta.url)].map(
  (url) => fileURLToPath(url),
);

/** The installed PGlite's version: a cluster is only reused by the version that made it. */
export function installedPgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json of @electric-sql/pglite not found');
    dir = parent;
  }
}

/** The template's tar archive, or null when there is none for the installed PGlite. */
export async function readTemplate(
  dirs: readonly string[] = templateDirs,
): Promise<Uint8Array | null> {
  const dir = dirs.find((d) => existsSync(join(d, TEMPLATE_FILE)));
  if (!dir) return null;
  try {
    const meta = JSON.parse(readFileSync(join(dir, TEMPLATE_META_FILE), 'utf8')) as TemplateMeta;
    if (meta.pgliteVersion !== installedPgliteVersion()) return null;
    return new Uint8Array(await promisify(gunzip)(readFileSync(join(dir, TEMPLATE_FILE))));
  } catch {
    return null;
  }
}

/** The folder's entries but its lock file (and a lock being made or taken over). */
function clusterFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((entry) => !entry.startsWith(LOCK_FILE)) : [];
}

/**
 * PGlite on `dir`, ready to use, and this process's alone until it is closed: a folder
 * another live process has open is refused with DataFolderInUseError. An empty or missing
 * folder starts from the build's template when there is one for this PGlite version, else
 * from a normal `initdb`.
 */
export async function openPglite(
  dir: string,
  templateDirsToTry: readonly string[] = templateDirs,
): Promise<PGlite> {
  const lock = lockDataFolder(dir);
  try {
    const pglite = await openCluster(dir, templateDirsToTry);
    // PGlite tells no one it closed, so its close releases the folder too.
    const close = pglite.close.bind(pglite);
    pglite.close = () => close().finally(lock.release);
    return pglite;
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openCluster(dir: string, templateDirsToTry: readonly string[]): Promise<PGlite> {
  const template = clusterFiles(dir).length === 0 ? await readTemplate(templateDirsToTry) : null;
  if (template) {
    // Unpacked here rather than with PGlite's `loadDataDir`, which writes the same files one
    // after another through its virtual file system and takes about a third longer.
    let loaded: PGlite | null = null;
    try {
      await extractTar(readTar(template), dir);
      loaded = new PGlite(dir);
      await loaded.waitReady;
      return loaded;
    } catch {
      // A template that does not load must not stop the start-up: begin again from scratch.
      await loaded?.close().catch(() => undefined);
      for (const entry of clusterFiles(dir)) {
        rmSync(join(dir, entry), { recursive: true, force: true });
      }
    }
  }
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  return pglite;
}
