import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is a single-process database: a second process opening the same folder writes over
 * the first one's files, and neither sees the other's changes. So each data folder holds a
 * lock file naming the process that has it open. The lock lives inside the folder so that it
 * moves with it and needs no write access to the folder's parent; PGlite ignores it.
 */
export const LOCK_FILE = 'sorteo.lock';

/** The folder is open in another process (or already in this one). */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';

  constructor(
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(
      `The embedded database in ${dir} is in use by ${pid ? `process ${pid}` : 'another process'}. ` +
        'PGlite serves one process at a time: stop the server (npm start) before running this ' +
        'command, or point both at PostgreSQL with DATABASE_URL. If no such process of Sorteo ' +
        `runs, delete ${join(dir, LOCK_FILE)}.`,
    );
  }
}

export type DataFolderLock = { release: () => void };

/** Lock files this process holds, by path: released at exit even without a close. */
const held = new Set<string>();
let releaseAtExit = false;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates the lock with this process's id already in it: written to a file of our own, then
 * linked into place, which fails if a lock exists. Another process never reads an empty
 * lock (which it would take for a stale one).
 */
function createLockFile(file: string): boolean {
  const draft = `${file}.${process.pid}.new`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function release(file: string): void {
  if (!held.delete(file)) return;
  // Remove only our own lock: never one a later process took over.
  if (holderOf(file) === process.pid) rmSync(file, { force: true });
}

/**
 * Takes the folder (creating it when missing) for this process, or throws
 * DataFolderInUseError naming the live process that has it. A lock left by a process that
 * no longer runs is taken over; so is one with this process's id that this process does not
 * hold (left by an earlier process that had the same id, e.g. a container's first process).
 */
export function lockDataFolder(dir: string): DataFolderLock {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // One folder, however it is named (relative, absolute, through a link), is one lock.
  const file = join(realpathSync(dir), LOCK_FILE);
  if (held.has(file)) throw new DataFolderInUseError(dir, process.pid);
  while (!createLockFile(file)) {
    const pid = holderOf(file);
    const stale = pid === null || (pid === process.pid ? !held.has(file) : !isAlive(pid));
    if (!stale) throw new DataFolderInUseError(dir, pid);
    takeOver(dir, file, pid);
  }
  held.add(file);
  if (!releaseAtExit) {
    releaseAtExit = true;
    process.once('exit', () => {
      for (const f of [...held]) release(f);
    });
  }
  return { release: () => release(file) };
}

/**
 * Moves a stale lock out of the way. A rename, not a delete: when two processes take over
 * the same stale lock at once, the slower one would otherwise delete the lock the faster
 * one has just made. What the rename moved is checked, and a live lock is put back.
 */
function takeOver(dir: string, file: string, stalePid: number | null): void {
  const aside = `${file}.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = holderOf(aside);
  if (moved !== stalePid) {
    try {
      linkSync(aside, file);
    } catch {
      // Yet another process has locked the folder meanwhile: it holds it now.
    }
    rmSync(aside, { force: true });
    throw new DataFolderInUseError(dir, moved);
  }
  rmSync(aside, { force: true });
}
