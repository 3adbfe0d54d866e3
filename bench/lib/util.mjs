import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port the OS just handed out on loopback; closed again so the app can bind it. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(port));
    });
  });
}

/** A fresh temporary folder and a function that removes it. */
export function tempDir(prefix) {
  const path = mkdtempSync(join(tmpdir(), `sorteo-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `--runs N` from the command line, or the default. */
export function runsOption(defaultRuns) {
  const { values } = parseArgs({ options: { runs: { type: 'string' } } });
  const runs = values.runs === undefined ? defaultRuns : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs must be a positive integer, got ${values.runs}`);
    process.exit(2);
  }
  return runs;
}

/**
 * The environment for the app under test: embedded PGlite on loopback, whatever the caller's
 * shell points DATABASE_URL, REDIS_URL or HOST at.
 */
export function appEnv(vars) {
  const env = { ...process.env, ...vars };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.HOST;
  return env;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
