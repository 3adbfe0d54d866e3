// `npm start`: build when the tree has no build or its sources changed since, then serve.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { mtimeOf, newestMtime, root, run } from './lib.mjs';

const builtAt = Math.min(mtimeOf('apps/web/dist/index.html'), mtimeOf('apps/api/dist/main.js'));
const sourcesAt = newestMtime([
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/api/src',
  'apps/api/assets',
  'packages/shared/src',
]);

if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building Sorteo…' : 'Sources changed since the last build; rebuilding…',
  );
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
