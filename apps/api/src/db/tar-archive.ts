import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export type TarEntry = { path: string; kind: 'file' | 'dir'; mode: number; data: Uint8Array };

const BLOCK = 512;
const decoder = new TextDecoder();

function field(header: Uint8Array, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return decoder.decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/** The entries of a ustar archive (what PGlite's dumpDataDir writes): files and folders only. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length;) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const mode = parseInt(field(header, 100, 8).trim() || '0', 8) & 0o777;
    const type = header[156];
    const path = normalize(name.replace(/^\/+/, ''));
    if (path.startsWith('..') || Number.isNaN(size)) throw new Error(`bad tar entry "${name}"`);
    offset += BLOCK;
    // '0' or NUL: a file; '5': a folder. Nothing else belongs in a data folder dump.
    const kind = type === 0x30 || type === 0 ? 'file' : type === 0x35 ? 'dir' : null;
    if (!kind) throw new Error(`unsupported tar entry type for "${name}"`);
    entries.push({ path, kind, mode, data: archive.subarray(offset, offset + size) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/**
 * Writes the entries under `root`. The files are written concurrently: on some disks creating
 * a file costs about a millisecond, and a cluster has about a thousand of them.
 */
export async function extractTar(entries: readonly TarEntry[], root: string): Promise<void> {
  const target = (entry: TarEntry) => join(root, ...entry.path.split(sep));
  mkdirSync(root, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    if (entry.kind === 'dir')
      mkdirSync(target(entry), { recursive: true, mode: entry.mode || 0o700 });
    else mkdirSync(dirname(target(entry)), { recursive: true, mode: 0o700 });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.kind === 'file')
      .map((entry) => writeFile(target(entry), entry.data, { mode: entry.mode || 0o600 })),
  );
}
