import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from './data-folder-lock.js';

const root = mkdtempSync(join(tmpdir(), 'sorteo-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
const folder = () => join(root, `data-${++folders}`);
const lockFile = (dir: string) => join(dir, LOCK_FILE);

/** The id of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('data folder lock', () => {
  it('creates the folder and a lock holding this process id, removed on release', () => {
    const dir = folder();
    const lock = lockDataFolder(dir);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lock.release();
  });

  it('refuses a second lock until the first is released', () => {
    const dir = folder();
    const first = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
    first.release();
    lockDataFolder(dir).release();
  });

  it('refuses a folder a live process holds, naming the folder and the way out', () => {
    const dir = folder();
    lockDataFolder(dir).release();
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    let refused: unknown;
    try {
      lockDataFolder(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    expect(refused).toMatchObject({ dir, pid: process.ppid });
    const message = (refused as Error).message;
    expect(message).toContain(dir);
    expect(message).toContain('stop the server');
    expect(message).toContain('DATABASE_URL');
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = folder();
    lockDataFolder(dir).release();
    for (const left of [`${deadPid()}\n`, '', 'not a pid', `${process.pid}\n`]) {
      writeFileSync(lockFile(dir), left);
      const lock = lockDataFolder(dir);
      expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
      lock.release();
    }
  });

  it('leaves alone a lock another process took over after this one', () => {
    const dir = folder();
    const lock = lockDataFolder(dir);
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.ppid));
  });
});
