// Builds the web app and the API into <dir>/web and <dir>/api, leaving dist/ alone, so a
// browser-test run can use its own build: E2E_BUILD_DIR=<dir> npx playwright test.
// <dir> must sit inside the repository (e.g. .builds/mine) for the API to find node_modules.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/build-to.mjs <dir>');
  process.exit(2);
}
const out = resolve(dir);
const run = (cmd, args, options) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npx', ['vite', 'build', '--outDir', `${out}/web`, '--emptyOutDir'], { cwd: 'apps/web' });
run('node', ['apps/api/build.mjs'], { env: { ...process.env, API_OUT_DIR: `${out}/api` } });
