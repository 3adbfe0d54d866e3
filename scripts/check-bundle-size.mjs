// Fails when the home route's initial JavaScript (the entry script plus every chunk that
// index.html modulepreloads) is over budget, gzip-compressed, or holds zod. Measures a build
// of the current sources: builds apps/web first when there is no build or a source changed
// since.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mtimeOf, newestMtime, root, run } from './lib.mjs';

const BUDGET_BYTES = 170 * 1024;
const dist = join(root, 'apps/web/dist');
const indexPath = join(dist, 'index.html');

const builtAt = mtimeOf('apps/web/dist/index.html');
const sourcesAt = newestMtime([
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
]);
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No web build found; building apps/web…'
      : 'The web build is older than its sources; rebuilding apps/web…',
  );
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
const withZod = [];
for (const file of files) {
  const body = readFileSync(join(dist, String(file).replace(/^\//, '')));
  const bytes = gzipSync(body).length;
  total += bytes;
  // Zod's own code reads `_zod.def`; the entry only sets its global config.
  if (body.toString().includes('._zod.def')) withZod.push(file);
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JS (gzip), ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
);
// The first page calls through the contract's routes, not its endpoints: zod in the initial
// JavaScript would run before zod-without-eval.ts and trip the CSP (no eval).
for (const file of withZod) console.error(`${file} holds zod; the initial JavaScript must not`);
process.exit(total <= BUDGET_BYTES && withZod.length === 0 ? 0 : 1);
