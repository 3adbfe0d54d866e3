// Fails when the home route's initial JavaScript (the entry script plus every chunk that
// index.html modulepreloads) is over budget, gzip-compressed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from './lib.mjs';

const BUDGET_BYTES = 170 * 1024;
const dist = join(root, 'apps/web/dist');
const indexPath = join(dist, 'index.html');

if (!existsSync(indexPath)) {
  console.log('No web build found; building apps/web…');
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) process.exit(code);
}

const html = readFileSync(indexPath, 'utf8');
const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
  (m) => m[1],
);
const files = [...new Set([...scripts, ...preloads])];
if (files.length === 0) {
  console.error('index.html names no module script; cannot measure the initial bundle.');
  process.exit(1);
}

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, String(file).replace(/^\//, '')))).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JS (gzip), ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
