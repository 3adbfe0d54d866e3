import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractTar, readTar } from './tar-archive.js';

const root = mkdtempSync(join(tmpdir(), 'sorteo-tar-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One ustar header and its padded data, as PGlite's dumps write them. */
function entry(name: string, type: '0' | '5' | '2', data = '', mode = 0o600): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(`${mode.toString(8).padStart(7, '0')}\0`, 100);
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data);
  return Buffer.concat([header, body]);
}
const archive = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.alloc(1024)]);

describe('tar archive', () => {
  it('unpacks folders and files with their contents and modes', async () => {
    const text = 'x'.repeat(700);
    const entries = readTar(
      archive(
        entry('/base', '5', '', 0o700),
        entry('/base/1', '0', text),
        entry('/PG_VERSION', '0', '17\n'),
      ),
    );
    expect(entries.map((e) => [e.path, e.kind])).toEqual([
      ['base', 'dir'],
      ['base/1', 'file'],
      ['PG_VERSION', 'file'],
    ]);
    const dir = join(root, 'cluster');
    await extractTar(entries, dir);
    expect(readFileSync(join(dir, 'base', '1'), 'utf8')).toBe(text);
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(statSync(join(dir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
  });

  it('refuses paths that leave the folder and entries that are not files or folders', () => {
    expect(() => readTar(archive(entry('../evil', '0', 'x')))).toThrow(/bad tar entry/);
    expect(() => readTar(archive(entry('/link', '2')))).toThrow(/unsupported/);
  });
});
